import { Component, type ReactNode, startTransition, useEffect, useEffectEvent } from 'react';
import { isConnectionFailure } from '../lib/load-failure.ts';
import { retryFailedLoads } from '../lib/retryable-lazy.ts';

export interface Failure {
  error: unknown;
  /** Renders the children again, loading anew any code that failed to arrive. */
  retry(): void;
}

interface FailureBoundaryProps {
  children: ReactNode;
  /** What stands in for the children once they fail; nothing by default (a part the page can do without). */
  fallback?: (failure: Failure) => ReactNode;
  /** A change of this value (the next navigation, the next opening of a menu) renders the children again. */
  resetKey?: unknown;
}

/**
 * Catches what its children throw (a lazily loaded part whose code did not arrive, a page that
 * failed to render) so that only they give way: the header, footer and bottom bar around them
 * stay. A connection failure is retried by itself when the browser comes back online. Retrying is
 * a transition: what stands in stays until the children have loaded, or failed again.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failure: { error: unknown } | null }> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: FailureBoundaryProps) {
    if (this.state.failure && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  retry = () => {
    retryFailedLoads();
    startTransition(() => this.setState({ failure: null }));
  };

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <>
        {isConnectionFailure(failure.error) && <RetryWhenOnline retry={this.retry} />}
        {this.props.fallback?.({ error: failure.error, retry: this.retry })}
      </>
    );
  }
}

/** Calls `retry` when the browser says it is online again. */
function RetryWhenOnline({ retry }: { retry(): void }) {
  const onOnline = useEffectEvent(() => retry());
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return null;
}
