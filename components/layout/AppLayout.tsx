import { ChevronRight } from 'lucide-react';
import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePlatform } from '../../platform/platform';
import { FavouritesNotice } from '../favourites/FavouritesNotice';
import { pageTitle } from '../pageTitle';
import { LEGAL_PATH, pageCrumb, pageKind } from '../routes';
import { useTools } from '../tool/catalog';
import type { ToolData } from '../tool/types';
import { AfterPage } from './AfterPage';
import { ErrorBoundary } from './ErrorBoundary';
import { LogoMark } from './Logo';
import { LoadStatus } from './LoadStatus';
import { ThemeSelect } from '../theme/ThemeSelect';

/**
 * Every route change scrolls to the top, and the document title follows the page: set on a client navigation, or at
 * once where nothing is pre-rendered (the extension's full-tab page); a pre-rendered page already has its <title>.
 */
function usePageChange(tools: readonly ToolData[], pathname: string, preRendered: boolean) {
  const first = useRef(true);
  // Before the new page is painted, so that its first frame shows its top (not wherever the previous page was
  // scrolled to, then a second frame). A block: scrollTo returns a promise in recent Chromium, not a cleanup.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (initial && preRendered) return;
    document.title = pageTitle(tools, pathname);
  }, [tools, pathname, preRendered]);
}

function Breadcrumb({ label }: { label: string }) {
  return (
    <nav className="breadcrumb" aria-label="Fil d’Ariane">
      <ol>
        <li>
          <Link to="/">Accueil</Link>
          <ChevronRight aria-hidden size={14} />
        </li>
        <li aria-current="page">{label}</li>
      </ol>
    </nav>
  );
}

export function TopBar({ children }: { children?: ReactNode }) {
  return (
    <header className="topbar">
      <div className="container topbar__inner">
        <Link to="/" className="logo" aria-label="Outilo, retour à l’accueil">
          <LogoMark />
          <span className="logo__name">Outilo</span>
        </Link>
        <div className="topbar__actions">
          {children}
          <ThemeSelect />
        </div>
      </div>
    </header>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p suppressHydrationWarning>© {year} Outilo. Calculs faits dans votre navigateur.</p>
        <Link to={LEGAL_PATH}>Mentions légales</Link>
      </div>
    </footer>
  );
}

interface AppLayoutProps {
  /** The page of the current path. */
  children: ReactNode;
  /** Website only: the install-the-extension pop-up. */
  extras?: ReactNode;
  /** Called once the first page is hydrated or rendered, its fields listening (see AfterPage). */
  onHydrated?: () => void;
}

/** The frame of every route: top bar, breadcrumb (except on the home page), page, footer. */
export function AppLayout({ children, extras, onHydrated }: AppLayoutProps) {
  const { pathname } = useLocation();
  const { target } = usePlatform();
  const tools = useTools();
  usePageChange(tools, pathname, target === 'web');
  const crumb = pageCrumb(tools, pathname);
  return (
    <div className="app" data-target={target}>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <TopBar />
      <main id="contenu" className="container main" tabIndex={-1}>
        <FavouritesNotice />
        {crumb && <Breadcrumb label={crumb} />}
        {/* Above the pages: a link followed keeps the current page until the next one's code has come. */}
        <Suspense fallback={<LoadStatus />}>
          <ErrorBoundary scope="route" key={pathname} homeHref={target === 'web' ? '/' : 'options.html'} subject={['home', 'legal'].includes(pageKind(tools, pathname)) ? 'cette page' : 'cet outil'}>
            {children}
          </ErrorBoundary>
          {onHydrated && <AfterPage run={onHydrated} />}
        </Suspense>
      </main>
      <Footer />
      {extras}
    </div>
  );
}
