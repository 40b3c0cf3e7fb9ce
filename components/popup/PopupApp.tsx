import { Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { ArrowLeft, Maximize2 } from 'lucide-react';
import { usePlatform } from '../../platform/platform';
import { FavouritesNotice } from '../favourites/FavouritesNotice';
import { AfterPage } from '../layout/AfterPage';
import { ToolBrowser } from '../home/ToolBrowser';
import { launcherKeys } from './launcherKeys';
import { ErrorBoundary } from '../layout/ErrorBoundary';
import { LogoMark } from '../layout/Logo';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoadStatus } from '../layout/LoadStatus';
import { RoutePreloader } from '../RoutePreloader';
import { byPath, useTools } from '../tool/catalog';
import { ToolRoute, toolView } from '../tool/ToolRoute';
import type { ListedTool } from '../tool/types';
import { ThemeSelect } from '../theme/ThemeSelect';
import { CurrentTabActions } from './CurrentTabActions';
import { useEscapeTo, useFocusFirstField } from './launcherHooks';
import { rememberPopupRoute } from './popupSession';
import { ShortcutHint } from './ShortcutHint';

/** Opens the full-tab page at the popup's current place. */
function FullPageLink() {
  const { fullPageUrl } = usePlatform();
  const { pathname } = useLocation();
  if (!fullPageUrl) return null;
  return (
    <a className="popup-link" href={fullPageUrl(pathname)} target="_blank" rel="noreferrer">
      <Maximize2 aria-hidden size={14} />
      Ouvrir en plein onglet
    </a>
  );
}

/** A tool that opens inside the popup, or undefined (the launcher is shown for anything else). */
export const inlineTool = (tools: readonly ListedTool[], pathname: string): ListedTool | undefined => {
  const tool = byPath(tools, pathname);
  return tool?.popup === 'inline' ? tool : undefined;
};

/** The chunk of a popup route: an inline tool's view (the launcher is part of the popup's own code). */
export const popupRouteFor = (tools: readonly ListedTool[], pathname: string) => {
  const tool = inlineTool(tools, pathname);
  return tool ? toolView(tool) : undefined;
};

function PopupHome() {
  return (
    <>
      <h1 className="visually-hidden">Outilo : tous vos outils</h1>
      <CurrentTabActions />
      <ToolBrowser compact launcher={launcherKeys} />
    </>
  );
}

/**
 * The toolbar popup: a fast launcher (search, favourites first, categories). Small calculators open inside
 * the popup; heavy tools open in the full-tab page. `onStarted` runs once its first page is on screen.
 */
export function PopupApp({ onStarted }: { onStarted?: () => void }) {
  const tools = useTools();
  const preload = useCallback((path: string) => popupRouteFor(tools, path), [tools]);
  return (
    <div className="popup-app app" data-target="popup">
      <header className="popup-header">
        <Link to="/" className="logo" aria-label="Outilo, liste des outils">
          <LogoMark size={26} />
          <span className="logo__name">Outilo</span>
        </Link>
        <div className="popup-header__actions">
          <FullPageLink />
          <ThemeSelect />
        </div>
      </header>
      <main className="popup-main">
        <FavouritesNotice />
        <RoutePreloader routeFor={preload} />
        {/* Above the pages: a tool opened keeps the list on screen until its code has come. */}
        <Suspense fallback={<LoadStatus />}>
          <PopupPage />
          {onStarted && <AfterPage run={onStarted} />}
        </Suspense>
      </main>
      <ShortcutHint />
    </div>
  );
}

function PopupPage() {
  const tools = useTools();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toolRef = useRef<HTMLDivElement>(null);
  // A tool opens at its top, not at the list's scroll position (the sticky header would hide its first field).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const tool = inlineTool(tools, pathname);
  // The popup reopens here (within the browser session); keyboard users start in the tool's first field,
  // and Escape brings them back to the list.
  useEffect(() => rememberPopupRoute(tool ? pathname : '/'), [pathname, tool]);
  useFocusFirstField(toolRef, pathname);
  useEscapeTo(
    useCallback(() => navigate('/'), [navigate]),
    Boolean(tool),
  );
  if (!tool) return <PopupHome />;
  return (
    <div ref={toolRef}>
      <nav className="popup-nav" aria-label="Navigation">
        <Link to="/" className="popup-link">
          <ArrowLeft aria-hidden size={14} />
          Tous les outils
        </Link>
      </nav>
      <ErrorBoundary key={tool.id} scope="route" homeHref="popup.html" subject="cet outil">
        <ToolRoute tool={tool} />
      </ErrorBoundary>
    </div>
  );
}
