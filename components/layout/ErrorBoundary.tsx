import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Last line of defence when a page crashes: a French message instead of a blank page. SPEC.md section 8
 * names the router's default page « Unexpected Application Error! »: the phrase is kept as the technical
 * label under the French text.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; homeHref?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erreur inattendue', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container page-message" role="alert">
        <h1>Une erreur inattendue est survenue</h1>
        <p>Rechargez la page ou revenez à l’accueil. Vos favoris ne sont pas perdus.</p>
        <p className="page-message__code">Unexpected Application Error!</p>
        <a className="button" href={this.props.homeHref ?? '/'}>
          Retour à l’accueil
        </a>
      </div>
    );
  }
}
