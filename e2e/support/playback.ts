import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Mutes the video (so the browser allows playing without a gesture), plays it, and waits until its
 * time has moved past `seconds`. The player may replace its <video> while the source settles:
 * each look mutes and plays whichever is there.
 */
export async function playPast(page: Page, seconds: number) {
  await page.waitForSelector('video[data-video-player]');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>('video[data-video-player]');
          if (!video) return 0;
          video.muted = true;
          if (video.paused && !video.ended) void video.play().catch(() => {});
          return video.currentTime;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(seconds);
}
