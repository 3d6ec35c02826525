import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/**
 * Rounds of retrying: a part whose code failed to load in an earlier round loads it again the next
 * time it renders. React.lazy alone remembers a failed load for good, so a page whose chunk did not
 * arrive while the connection was down would fail again on every retry until a reload.
 */
let round = 0;

/** Lets every lazily loaded part whose code failed so far try again the next time it renders. */
export function retryFailedLoads(): void {
  round += 1;
}

// Back online: whatever failed while the connection was down is worth loading again.
if (typeof window !== 'undefined') window.addEventListener('online', retryFailedLoads);

type Loaded<Props> = { default: ComponentType<Props> };

/**
 * React.lazy whose failed load is tried again after `retryFailedLoads` (an error boundary's retry,
 * the browser coming back online). `load` may return a thenable already resolved (page-routes.tsx
 * hands one over for a page whose code is in), which React.lazy reads without suspending.
 */
export function retryableLazy<Props extends object>(
  load: () => PromiseLike<Loaded<Props>>,
): ComponentType<Props> {
  let attempt: { round: number; failed: boolean; component: LazyExoticComponent<ComponentType<Props>> };
  const newAttempt = () => {
    const made = {
      round,
      failed: false,
      component: lazy(() => {
        const loading = load();
        Promise.resolve(loading).catch(() => {
          made.failed = true;
        });
        // React.lazy's type asks for a Promise; it only ever calls `then`.
        return loading as Promise<Loaded<Props>>;
      }),
    };
    return made;
  };
  attempt = newAttempt();
  function RetryableLazy(props: Props) {
    if (attempt.failed && attempt.round < round) attempt = newAttempt();
    return createElement(attempt.component as ComponentType<Props>, props);
  }
  return RetryableLazy;
}
