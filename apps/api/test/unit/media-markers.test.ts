import { describe, expect, it } from 'vitest';
import { blackSilentGaps, detectionWindows, parseDetections } from '../../src/media/markers/detect-gaps.ts';
import { suggestMarkers } from '../../src/media/markers/suggest-markers.ts';

/** What ffmpeg 5.1's detectors log over a window (`-loglevel info`), interleaved as it writes them. */
const LOG = [
  "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'gaps.mp4':",
  '[silencedetect @ 0x55e65cdb7cc0] silence_start: 10.0003',
  '[silencedetect @ 0x55e65cdb7cc0] silence_end: 11.5094 | silence_duration: 1.50909',
  '[blackdetect @ 0x55e65d1c70c0] black_start:10 black_end:11.5417 black_duration:1.54167',
  '[silencedetect @ 0x55e65cdb7cc0] silence_start: 19.0105',
  '[blackdetect @ 0x55e65d1c70c0] black_start:19 black_end:19.9583 black_duration:0.958333',
  '[silencedetect @ 0x55e65cdb7cc0] silence_end: 20.008 | silence_duration: 0.997506',
  'frame=  480 fps=0.0 q=-0.0 Lsize=N/A time=00:00:20.00 bitrate=N/A speed= 183x',
];

describe('reading the detectors', () => {
  it('reads black and silent spans, shifted to the window start', () => {
    const { black, silence } = parseDetections(LOG, 20);
    expect(black).toEqual([
      { start: 30, end: 31.5417 },
      { start: 39, end: 39.9583 },
    ]);
    const rounded = silence.map(({ start, end }) => ({
      start: Number(start.toFixed(4)),
      end: Number(end.toFixed(4)),
    }));
    expect(rounded).toEqual([
      { start: 30.0003, end: 31.5094 },
      { start: 39.0105, end: 40.008 },
    ]);
  });

  it('keeps only where picture and sound are gone together', () => {
    const black = [
      { start: 0, end: 1 },
      { start: 12, end: 13.5 },
      { start: 50, end: 52 },
    ];
    const silence = [
      { start: 0, end: 0.9 },
      { start: 12.2, end: 14 },
      { start: 80, end: 81 },
    ];
    expect(blackSilentGaps(black, silence)).toEqual([
      { start: 0, end: 0.9 },
      { start: 12.2, end: 13.5 },
    ]);
    // Without sound, black alone is a gap.
    expect(blackSilentGaps(black, null)).toEqual(black);
    // A flash of black under silence is a cut, not a gap.
    expect(blackSilentGaps([{ start: 5, end: 5.2 }], [{ start: 4, end: 6 }])).toEqual([]);
  });

  it('searches the first and last five minutes, or a short source whole', () => {
    expect(detectionWindows(40)).toEqual([{ start: 0, end: 40 }]);
    expect(detectionWindows(2700)).toEqual([
      { start: 0, end: 300 },
      { start: 2400, end: 2700 },
    ]);
  });
});

describe('suggesting markers', () => {
  it('suggests an intro ending at the first gap after some content, and credits from the last gap', () => {
    const gaps = [
      { start: 0, end: 1 },
      { start: 4, end: 4.5 },
      { start: 12, end: 13.5 },
      { start: 20, end: 21 },
      { start: 30, end: 31.5 },
      { start: 39.2, end: 40 },
    ];
    expect(suggestMarkers({ durationSeconds: 40, gaps, seasonIntroSeconds: null })).toEqual([
      // The gap at 4 s comes too soon (under 10 s of content); the one at 39 s leaves no credits.
      { kind: 'intro', start: 1, end: 13.5 },
      { kind: 'credits', start: 30, end: 40 },
    ]);
  });

  it('looks for an intro only in the first five minutes and credits only in the last', () => {
    const gaps = [
      { start: 400, end: 401 },
      { start: 1200, end: 1201 },
    ];
    expect(suggestMarkers({ durationSeconds: 2700, gaps, seasonIntroSeconds: null })).toEqual([]);
    expect(
      suggestMarkers({
        durationSeconds: 2700,
        gaps: [
          { start: 62, end: 63 },
          { start: 2580, end: 2581.5 },
        ],
        seasonIntroSeconds: null,
      }),
    ).toEqual([
      { kind: 'intro', start: 0, end: 63 },
      { kind: 'credits', start: 2580, end: 2700 },
    ]);
  });

  it("prefers the gap that gives the season's usual intro length", () => {
    const gaps = [
      { start: 25, end: 26 },
      { start: 88, end: 89 },
      { start: 150, end: 151 },
    ];
    const intro = (seasonIntroSeconds: number | null) =>
      suggestMarkers({ durationSeconds: 2700, gaps, seasonIntroSeconds }).find((m) => m.kind === 'intro');
    expect(intro(null)).toEqual({ kind: 'intro', start: 0, end: 26 });
    expect(intro(90)).toEqual({ kind: 'intro', start: 0, end: 89 });
    // Nothing near the season's length: the first gap after all.
    expect(intro(400)).toEqual({ kind: 'intro', start: 0, end: 26 });
  });

  it('suggests nothing without gaps', () => {
    expect(suggestMarkers({ durationSeconds: 600, gaps: [], seasonIntroSeconds: 60 })).toEqual([]);
  });
});
