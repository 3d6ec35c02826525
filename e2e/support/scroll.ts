import type { Page } from 'playwright-core';

/**
 * Scrolls down the page step by step, as a visitor would, so every part that renders on
 * approach (lazy rows, comments) comes near the viewport and renders.
 */
export async function scrollDownThePage(page: Page, steps = 12): Promise<void> {
  for (let step = 0; step < steps; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
}
