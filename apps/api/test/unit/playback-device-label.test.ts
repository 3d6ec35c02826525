import { describe, expect, it } from 'vitest';
import { deviceLabel } from '../../src/playback/stream-slots/device-label.ts';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'سافاری روی آی‌اواس',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'اج روی ویندوز',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'سامسونگ اینترنت روی اندروید',
    ],
    ['curl/8.5.0', 'دستگاهی ناشناخته'],
    ['', 'دستگاهی ناشناخته'],
    [undefined, 'دستگاهی ناشناخته'],
  ])('names %s as «%s»', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
