import { ChevronRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { usePlatform } from '../../platform/platform';
import { FavouritesNotice } from '../favourites/FavouritesNotice';
import { LEGAL_PATH, pageMeta } from '../seo';
import { ErrorBoundary } from './ErrorBoundary';
import { LogoMark } from './Logo';

/** Every route change scrolls to the top, and the document title follows the page. */
function usePageChange(pathname: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
    document.title = pageMeta(pathname).title;
  }, [pathname]);
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
        {children}
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
  /** Website only: the install-the-extension pop-up. */
  extras?: ReactNode;
}

/** The frame of every route: top bar, breadcrumb (except on the home page), page, footer. */
export function AppLayout({ extras }: AppLayoutProps) {
  const { pathname } = useLocation();
  const { target } = usePlatform();
  usePageChange(pathname);
  const meta = pageMeta(pathname);
  return (
    <div className="app" data-target={target}>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <TopBar />
      <main id="contenu" className="container main" tabIndex={-1}>
        <FavouritesNotice />
        {meta.crumb && <Breadcrumb label={meta.crumb} />}
        <ErrorBoundary scope="route" key={pathname} homeHref={target === 'web' ? '/' : 'options.html'}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      {extras}
    </div>
  );
}
