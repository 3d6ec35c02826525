import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the page as it is now and returns the serious and critical violations, each as
 * "rule: target, target…" so a failing test says what and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // nprogress's bar (shown during client navigation) carries role="bar", which axe rightly
  // rejects; it is the shell's, so scans wait until it has faded out.
  await page.waitForSelector('#nprogress', { state: 'detached', timeout: 5_000 });
  // A control fading in (MUI's transitions) has a contrast axe measures mid-way, which a busy
  // host makes likely: let running finite transitions end first (endless ones, such as a
  // spinner's, are left alone).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused one would never finish.
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Only violations: axe then skips collecting the nodes of passed and incomplete checks.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Pixels the page is wider than its viewport (0 means no horizontal scroll). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
