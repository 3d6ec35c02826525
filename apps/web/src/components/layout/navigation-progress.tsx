import { useEffect } from 'react';
import { useNavigationPending } from '../../lib/navigation-pending.ts';

type NProgressModule = typeof import('nprogress');
let nprogress: Promise<NProgressModule> | undefined;

/** nprogress is only needed once the user navigates, so it stays out of the first page load. */
function loadNProgress(): Promise<NProgressModule> {
  nprogress ??= import('nprogress').then((module) => {
    const instance = (module as NProgressModule & { default?: NProgressModule }).default ?? module;
    // The default template gives the bar role="bar", which is no ARIA role (accessibility scans flag it).
    instance.configure({
      showSpinner: false,
      trickleSpeed: 150,
      minimum: 0.12,
      template: '<div class="bar"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    return instance;
  });
  return nprogress;
}

/** A navigation that ends sooner (the next page's code already loaded) shows no bar at all. */
const SHOW_AFTER_MS = 120;

/** The thin bar at the top while the next page loads (styles in `app/theme/global.css`). */
export function NavigationProgress() {
  const busy = useNavigationPending();
  useEffect(() => {
    if (!busy) return;
    let shown = false;
    const timer = window.setTimeout(() => {
      shown = true;
      void loadNProgress().then((bar) => shown && bar.start());
    }, SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (shown) void loadNProgress().then((bar) => bar.done());
      shown = false;
    };
  }, [busy]);
  return null;
}
