import { Component, type ErrorInfo, type ReactNode } from 'react';
import { chunkFailureCause, isChunkLoadError, isLoadFailure, LoadTimeout, type ChunkFailureCause } from '../lib/onDemand';
import { retryFailedLoads } from '../preloadable';
import { LOAD_ADVICE } from './LoadStatus';

interface State {
  error: Error | null;
  /** Why a chunk failed, once the server has been asked (chunkFailureCause). */
  cause?: ChunkFailureCause;
}

const RELOAD_KEY = 'outilo:chunk-reload';
/** One automatic reload per this window: a chunk that still fails after it gets the message, not a loop. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * A chunk the server no longer has means that a new version was published while this page was open: one automatic
 * reload fetches it. Returns true when a reload was started.
 */
export function reloadOnceForChunk(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  window.location.reload();
  return true;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  homeHref?: string;
  /**
   * `app` (default): the last line of defence, a whole page. `route`: one page inside the layout, so the
   * header, footer and navigation stay usable; reset when the route changes (give it `key={pathname}`).
   */
  scope?: 'app' | 'route';
  /** What a failed load could not bring, after « Impossible de charger »: `cet outil`, `cette page` (the default). */
  subject?: string;
}

/**
 * A French message instead of a blank page. SPEC.md section 8 names the router's default page « Unexpected
 * Application Error! »: the phrase is kept as the technical label under the French text.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error, cause: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!isLoadFailure(error)) {
      console.error('Erreur inattendue', error, info.componentStack);
      return;
    }
    if (!isChunkLoadError(error)) return;
    // Only a file the server no longer has is cured by a reload; a failed connection would show the browser's error page.
    void chunkFailureCause(error).then((cause) => {
      if (cause === 'outdated' && reloadOnceForChunk()) return;
      if (this.state.error === error) this.setState({ cause });
    });
  }

  /** « Réessayer »: the chunks that failed load again as the content renders anew. */
  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const load = isLoadFailure(error);
    const [title, text] = offline
      ? ['Connexion perdue', 'Cette page n’a pas pu être chargée car votre appareil est hors ligne. Rétablissez la connexion, puis réessayez.']
      : load
        ? [
            `Impossible de charger ${this.props.subject ?? 'cette page'}`,
            error instanceof LoadTimeout
              ? `Son code met trop de temps à arriver. ${LOAD_ADVICE}`
              : this.state.cause === undefined
                ? undefined // the server is being asked (a few milliseconds): no sentence that could prove wrong
                : this.state.cause === 'outdated'
                  ? 'Une nouvelle version d’Outilo a été publiée depuis l’ouverture de cette page. Rechargez la page pour l’obtenir.'
                  : `La connexion a échoué pendant le chargement de son code. ${LOAD_ADVICE}`,
          ]
        : ['Une erreur inattendue est survenue', 'Rechargez la page ou revenez à l’accueil. Vos favoris ne sont pas perdus.'];
    return (
      <div className={`page-message ${this.props.scope === 'route' ? '' : 'container'}`} role="alert">
        <h1>{title}</h1>
        {text && <p>{text}</p>}
        {!offline && !load && <p className="page-message__detail">Unexpected Application Error!</p>}
        <div className="button-row page-message__actions">
          {(load || offline) && (
            <button type="button" className="button" onClick={this.retry}>
              Réessayer
            </button>
          )}
          <button type="button" className={`button${load || offline ? ' button--ghost' : ''}`} onClick={() => window.location.reload()}>
            Recharger la page
          </button>
          <a className="button button--ghost" href={this.props.homeHref ?? '/'}>
            Retour à l’accueil
          </a>
        </div>
      </div>
    );
  }
}
