import { describe, expect, it } from 'vitest';
import {
  bcp47Language,
  nameAudioRenditions,
  planAudioRenditions,
} from '../../src/media/transcode/audio-renditions.ts';
import {
  thumbnailHeight,
  thumbnailInterval,
  thumbnailTrack,
} from '../../src/media/transcode/write-thumbnails.ts';

describe('the seek-preview track', () => {
  it('takes a frame every 5 s for an episode and every 10 s for a film', () => {
    expect(thumbnailInterval(1320)).toBe(5);
    expect(thumbnailInterval(7200)).toBe(10);
    expect(thumbnailHeight(1920, 1080)).toBe(90);
    expect(thumbnailHeight(1920, 800)).toBe(66);
  });

  it('points each cue at its tile, moving to the next sheet after a hundred', () => {
    const track = thumbnailTrack({ durationSeconds: 507.5, interval: 5, tileHeight: 90 });
    const cues = track.split('\n\n').slice(1);
    expect(track.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues).toHaveLength(102);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:05.000\nsheet-1.jpg#xywh=0,0,160,90');
    expect(cues[11]).toBe('00:00:55.000 --> 00:01:00.000\nsheet-1.jpg#xywh=160,90,160,90');
    expect(cues[99]).toBe('00:08:15.000 --> 00:08:20.000\nsheet-1.jpg#xywh=1440,810,160,90');
    expect(cues[100]).toBe('00:08:20.000 --> 00:08:25.000\nsheet-2.jpg#xywh=0,0,160,90');
    // The last cue ends with the video.
    expect(cues[101]?.trim()).toBe('00:08:25.000 --> 00:08:27.500\nsheet-2.jpg#xywh=160,0,160,90');
  });
});

describe('audio renditions', () => {
  it('canonicalises the language tags ffprobe reports', () => {
    expect(bcp47Language('per')).toBe('fa');
    expect(bcp47Language('eng')).toBe('en');
    expect(bcp47Language('und')).toBeNull();
    expect(bcp47Language(null)).toBeNull();
    expect(bcp47Language('not a tag')).toBeNull();
  });

  it('keeps one stream muxed: no alternate renditions', () => {
    expect(planAudioRenditions([{ language: 'eng', isDefault: true }], false)).toEqual([]);
  });

  it('names the Persian dub and the original, and others by their Persian name', () => {
    const streams = [
      { language: 'eng', isDefault: true },
      { language: 'per', isDefault: false },
      { language: 'fre', isDefault: false },
      { language: null, isDefault: false },
    ];
    expect(planAudioRenditions(streams, false)).toEqual([
      { index: 0, folder: 'audio-0', language: 'en', name: 'زبان اصلی', isDefault: true },
      { index: 1, folder: 'audio-1', language: 'fa', name: 'دوبله فارسی', isDefault: false },
      { index: 2, folder: 'audio-2', language: 'fr', name: 'فرانسوی', isDefault: false },
      { index: 3, folder: 'audio-3', language: null, name: 'صدای ۴', isDefault: false },
    ]);
    // A file the operator marked as dubbed starts with the Persian dub.
    expect(planAudioRenditions(streams, true).map((audio) => audio.isDefault)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it("takes the source's default stream as the original, and numbers repeated names", () => {
    const names = planAudioRenditions(
      [
        { language: 'fa', isDefault: false },
        { language: 'fa', isDefault: false },
        { language: 'ja', isDefault: false },
        { language: 'en', isDefault: true },
      ],
      false,
    ).map((audio) => `${audio.name}${audio.isDefault ? ' *' : ''}`);
    expect(names).toEqual(['دوبله فارسی', 'دوبله فارسی ۲', 'ژاپنی', 'زبان اصلی *']);
  });

  it('puts the Persian names and the channel count into the master playlist', () => {
    const renditions = planAudioRenditions(
      [
        { language: 'per', isDefault: false },
        { language: 'eng', isDefault: false },
      ],
      true,
    );
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_0",DEFAULT=YES,LANGUAGE="fa",URI="audio-0/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_1",DEFAULT=NO,LANGUAGE="en",URI="audio-1/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=75900,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="group_audio"',
      '360p/index.m3u8',
    ].join('\n');
    const named = nameAudioRenditions(master, renditions).split('\n');
    expect(named[1]).toBe(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="دوبله فارسی",DEFAULT=YES,LANGUAGE="fa",URI="audio-0/index.m3u8",CHANNELS="2"',
    );
    expect(named[2]).toContain('NAME="زبان اصلی",DEFAULT=NO');
    expect(named.slice(3)).toEqual(master.split('\n').slice(3));
  });
});
