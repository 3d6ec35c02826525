import { describe, expect, it } from 'vitest';
import { isVideoContentType, isVideoUpload } from '../../src/media/sources/video-types.ts';
import { assertSafeKey } from '../../src/media/storage/media-storage.ts';
import { masterBandwidths } from '../../src/media/transcode/output-sizes.ts';
import { planRenditions } from '../../src/media/transcode/plan-renditions.ts';
import { readProbe } from '../../src/media/transcode/probe-video.ts';

const sizes = (source: { width: number; height: number }) =>
  planRenditions(source).map(({ name, width, height }) => `${name} ${width}x${height}`);

describe('the rendition ladder', () => {
  it('makes every rung the source fills, never scaling up', () => {
    expect(sizes({ width: 1920, height: 1080 })).toEqual([
      '480p 854x480',
      '720p 1280x720',
      '1080p 1920x1080',
    ]);
    expect(sizes({ width: 1280, height: 720 })).toEqual(['480p 854x480', '720p 1280x720']);
    expect(sizes({ width: 854, height: 480 })).toEqual(['480p 854x480']);
    // A scope film fills the rungs by width.
    expect(sizes({ width: 1920, height: 800 })).toEqual(['480p 854x356', '720p 1280x534', '1080p 1920x800']);
    // A portrait phone video fills them by height.
    expect(sizes({ width: 1080, height: 1920 })).toEqual(['480p 270x480', '720p 406x720', '1080p 608x1080']);
  });

  it('gives a small source one rendition at its own (even) size', () => {
    expect(sizes({ width: 641, height: 361 })).toEqual(['362p 642x362']);
  });
});

describe('reading ffprobe', () => {
  const probe = (streams: object[], duration = '12.5') => JSON.stringify({ streams, format: { duration } });

  it('reads the displayed size, the duration and the audio streams with their languages', () => {
    expect(
      readProbe(
        probe([
          { codec_type: 'video', width: 720, height: 576, sample_aspect_ratio: '16:15' },
          { codec_type: 'audio' },
          { codec_type: 'audio', tags: { language: 'per' }, disposition: { default: 1 } },
        ]),
      ),
    ).toEqual({
      durationSeconds: 12.5,
      width: 768,
      height: 576,
      audio: [
        { language: null, isDefault: false },
        { language: 'per', isDefault: true },
      ],
    });
    expect(
      readProbe(probe([{ codec_type: 'video', width: 1920, height: 1080, tags: { rotate: '90' } }])),
    ).toEqual({
      durationSeconds: 12.5,
      width: 1080,
      height: 1920,
      audio: [],
    });
  });

  it('fails without retry on a file with no picture or no duration', () => {
    expect(() => readProbe(probe([{ codec_type: 'audio' }]))).toThrow('این فایل تصویر ویدیویی ندارد.');
    expect(() => readProbe(probe([{ codec_type: 'video', width: 2, height: 2 }], 'N/A'))).toThrow(
      'فایل ویدیویی خوانا نیست.',
    );
  });
});

describe('media helpers', () => {
  it("reads each variant's bandwidth from a master playlist", () => {
    const master =
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1020800,RESOLUTION=640x360\n360p/index.m3u8\n\n#EXT-X-STREAM-INF:BANDWIDTH=1680800,RESOLUTION=854x480\n480p/index.m3u8\n';
    expect(Object.fromEntries(masterBandwidths(master))).toEqual({ '360p': 1020800, '480p': 1680800 });
  });

  it('takes video names and types, and turns away what plainly is not one', () => {
    expect(isVideoUpload('Film.MKV', '')).toBe(true);
    expect(isVideoUpload('film.mp4', 'application/octet-stream')).toBe(true);
    expect(isVideoUpload('film.mp4', 'image/png')).toBe(false);
    expect(isVideoUpload('notes.txt', 'video/mp4')).toBe(false);
    expect(isVideoContentType('text/html; charset=utf-8')).toBe(false);
    expect(isVideoContentType(null)).toBe(true);
  });

  it('refuses storage keys that could leave the storage folder', () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b', '']) {
      expect(() => assertSafeKey(key), key).toThrow();
    }
    expect(() => assertSafeKey('0b6f-uuid/480p/segment-000.m4s')).not.toThrow();
  });
});
