import { describe, expect, it } from 'vitest';
import { parseThumbnailTrack, parseVttTime, thumbnailAt } from './thumbnail-track.ts';

const TRACK = `\uFEFFWEBVTT

00:00.000 --> 00:05.000
sheet-1.jpg#xywh=0,0,160,90

2
00:00:05.000 --> 00:00:10.000 align:start
sheet-1.jpg#xywh=160,0,160,90

00:10.000 --> 00:15.000
https://cdn.example/other.jpg#xywh=0,90,160,90

00:15.000 --> 00:20.000
no-region.jpg

01:00:00.000 --> 01:00:05.000
sheet-9.jpg#xywh=320,180,160,90
`;

describe('thumbnail track', () => {
  const cues = parseThumbnailTrack(TRACK, 'https://pardeh.example/media/abc/thumbs.vtt');

  it('reads WebVTT timestamps with and without hours', () => {
    expect(parseVttTime('00:01.250')).toBe(1.25);
    expect(parseVttTime('01:02:03.500')).toBe(3723.5);
    expect(parseVttTime('1:2.5')).toBeNull();
  });

  it('reads each cue’s span and sprite region, resolving the sheet against the track', () => {
    expect(cues).toHaveLength(4);
    expect(cues[0]).toEqual({
      start: 0,
      end: 5,
      image: 'https://pardeh.example/media/abc/sheet-1.jpg',
      x: 0,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(cues[1]).toMatchObject({ start: 5, end: 10, x: 160 });
    expect(cues[2]?.image).toBe('https://cdn.example/other.jpg');
    expect(cues[3]).toMatchObject({ start: 3600, x: 320, y: 180 });
  });

  it('finds the frame for a time, the last one past the end, none before the first', () => {
    expect(thumbnailAt(cues, 7)?.x).toBe(160);
    expect(thumbnailAt(cues, 5)?.x).toBe(160);
    expect(thumbnailAt(cues, 4.99)?.x).toBe(0);
    expect(thumbnailAt(cues, 99_999)?.start).toBe(3600);
    expect(thumbnailAt(cues.slice(1), 1)).toBeNull();
    expect(thumbnailAt([], 1)).toBeNull();
  });
});
