import { useEffect } from 'react';
import { useNavigation } from 'react-router';

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

/** The thin bar at the top while the router loads the next page (styles in `app/theme/global.css`). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) void loadNProgress().then((bar) => bar.start());
    else if (nprogress) void nprogress.then((bar) => bar.done());
  }, [busy]);
  return null;
}
