import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';
import { NavigationPendingContext } from '../lib/navigation-pending.ts';

/**
 * React Router's declarative BrowserRouter, plus whether a navigation is pending. Each new location
 * renders as a transition (as in BrowserRouter); owning the transition here is what tells the
 * progress bar that the next page is still loading. The data router (createBrowserRouter) would
 * tell it too, but it is twice the code to load and its set-up alone is a long task on a phone.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  // The history BrowserRouter itself uses (exported as UNSAFE_ only because it is not documented).
  // v5Compat: listeners hear pushes and replaces as well as the back and forward buttons.
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [current, setCurrent] = useState({ action: history.action, location: history.location });
  const [navigating, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setCurrent(update))), [history]);
  return (
    <NavigationPendingContext value={navigating}>
      <Router location={current.location} navigationType={current.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
