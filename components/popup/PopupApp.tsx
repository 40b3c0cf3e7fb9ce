import { ArrowLeft, Maximize2 } from 'lucide-react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { usePlatform } from '../../platform/platform';
import { TOOLS } from '../../tools/registry';
import { FavouritesNotice } from '../favourites/FavouritesNotice';
import { ToolBrowser } from '../home/ToolBrowser';
import { ErrorBoundary } from '../layout/ErrorBoundary';
import { LogoMark } from '../layout/Logo';
import { ToolRoute } from '../tool/ToolRoute';

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

function PopupHome() {
  return (
    <>
      <h1 className="visually-hidden">Outilo : tous vos outils</h1>
      <ToolBrowser compact />
    </>
  );
}

/**
 * The toolbar popup: a fast launcher (search, favourites first, categories). Small calculators open inside
 * the popup; heavy tools open in the full-tab page.
 */
export function PopupApp() {
  return (
    <div className="popup-app app" data-target="popup">
      <header className="popup-header">
        <Link to="/" className="logo" aria-label="Outilo, liste des outils">
          <LogoMark size={26} />
          <span className="logo__name">Outilo</span>
        </Link>
        <FullPageLink />
      </header>
      <main className="popup-main">
        <FavouritesNotice />
        <Routes>
          <Route index element={<PopupHome />} />
          {TOOLS.filter((tool) => tool.popup === 'inline').map((tool) => (
            <Route
              key={tool.id}
              path={tool.path}
              element={
                <>
                  <nav className="popup-nav" aria-label="Navigation">
                    <Link to="/" className="popup-link">
                      <ArrowLeft aria-hidden size={14} />
                      Tous les outils
                    </Link>
                  </nav>
                  <ErrorBoundary scope="route" homeHref="popup.html">
                    <ToolRoute tool={tool} />
                  </ErrorBoundary>
                </>
              }
            />
          ))}
          <Route path="*" element={<PopupHome />} />
        </Routes>
      </main>
    </div>
  );
}
