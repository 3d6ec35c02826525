import { describe, expect, it } from 'vitest';
import { formatPlaybackTime, isHlsSource, needsHlsJs } from './media-source.ts';

describe('HLS sources', () => {
  it('recognises a playlist by its path', () => {
    expect(isHlsSource('/media/hls/master.m3u8')).toBe(true);
    expect(isHlsSource('https://cdn.example/a/index.M3U8?token=1#t=3')).toBe(true);
    expect(isHlsSource('/media/sample-720p.webm')).toBe(false);
    expect(isHlsSource('/media/file.webm?format=.m3u8')).toBe(false);
  });

  it('needs hls.js for a playlist unless the browser plays it and lists its audio tracks', () => {
    const safari = { canPlayType: () => 'maybe' as const, audioTracks: [] };
    const nativeWithoutTracks = { canPlayType: () => 'maybe' as const };
    const none = { canPlayType: () => '' as const };
    expect(needsHlsJs('/a.m3u8', none)).toBe(true);
    expect(needsHlsJs('/a.m3u8', nativeWithoutTracks)).toBe(true);
    expect(needsHlsJs('/a.m3u8', safari)).toBe(false);
    expect(needsHlsJs('/a.webm', none)).toBe(false);
  });
});

describe('formatPlaybackTime', () => {
  it('writes minutes and seconds, and hours when there are any, in Persian digits', () => {
    expect(formatPlaybackTime(0)).toBe('۰:۰۰');
    expect(formatPlaybackTime(65.9)).toBe('۱:۰۵');
    expect(formatPlaybackTime(3729)).toBe('۱:۰۲:۰۹');
    expect(formatPlaybackTime(Number.NaN)).toBe('۰:۰۰');
  });
});
