import { RotateCw } from 'lucide-react';
import { Component, Suspense, type ReactNode } from 'react';
import { isLoadFailure } from '../lib/onDemand';
import { retryFailedLoads } from '../preloadable';

/** What every failed load adds after saying what could not be loaded. */
export const LOAD_ADVICE = 'Vérifiez votre connexion, puis réessayez.';

interface LoadStatusProps {
  /** Absent or undefined while loading; once the load failed (or timed out), what could not be loaded. */
  failed?: ReactNode;
  /** The « Réessayer » button's action, required with `failed`. */
  onRetry?: () => void;
  /** What is loading, when « Chargement… » alone would not say. */
  children?: ReactNode;
}

/**
 * Something the user waits for: « Chargement… » while it loads, and once its load failed or timed out
 * (components/lib/onDemand.ts), what could not be loaded with a « Réessayer » button. Every wait of the product
 * shows one of these two, never an endless « Chargement… ».
 */
export function LoadStatus({ failed, onRetry, children }: LoadStatusProps) {
  if (failed === undefined) {
    return (
      <p className="load-status" role="status">
        {children ?? 'Chargement…'}
      </p>
    );
  }
  return (
    <div className="load-status load-status--failed">
      <p className="error-text" role="alert">
        {failed} {LOAD_ADVICE}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        <RotateCw aria-hidden size={16} />
        Réessayer
      </button>
    </div>
  );
}

interface LoadBoundaryProps {
  /** The part whose code loads on demand (a preloadable's Component, a React.lazy one). */
  children: ReactNode;
  /** Shown while it loads (LoadStatus's « Chargement… » by default). */
  fallback?: ReactNode;
  /** What could not be loaded, said with « Réessayer » once the load failed. */
  failed: ReactNode;
}

/**
 * A part of a page whose code loads on demand: its fallback while it loads, then, if the load fails or times out,
 * LoadStatus with « Réessayer », in place, the rest of the page untouched. Any other error goes on to the page's
 * error boundary.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return <Suspense fallback={this.props.fallback ?? <LoadStatus />}>{this.props.children}</Suspense>;
    if (!isLoadFailure(error)) throw error;
    return <LoadStatus failed={this.props.failed} onRetry={this.retry} />;
  }
}
