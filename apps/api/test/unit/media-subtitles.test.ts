import { describe, expect, it } from 'vitest';
import { parseSubtitles, toWebVtt } from '../../src/media/subtitles/convert-subtitles.ts';

const RLM = '\u200f';

describe('subtitle conversion to WebVTT', () => {
  it('converts SRT timings, drops cue numbers, and keeps WebVTT-safe markup', () => {
    const srt =
      '\ufeff1\r\n00:00:01,5 --> 00:00:03,250\r\n<i>Hello</i> & <font color="red">bye</font> {\\an8}\r\n\r\n2\r\n1:02:03,000 --> 1:02:04,000\r\na < b\r\n';
    expect(toWebVtt(srt, 'en')).toBe(
      'WEBVTT\n\n00:00:01.500 --> 00:00:03.250\n<i>Hello</i> &amp; bye\n\n01:02:03.000 --> 01:02:04.000\na &lt; b\n',
    );
  });

  it('marks every line of a right-to-left language, so punctuation stays at the line end', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:02,000\nDVD را بیاور.\n- چرا؟\n\n2\n00:00:02,000 --> 00:00:03,000\nسلام!\n';
    expect(toWebVtt(srt, 'fa')).toBe(
      `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${RLM}DVD را بیاور.\n${RLM}- چرا؟\n\n00:00:02.000 --> 00:00:03.000\n${RLM}سلام!\n`,
    );
    // Already marked lines are not marked twice; left-to-right languages are left alone.
    expect(toWebVtt(`00:00:01.000 --> 00:00:02.000\n${RLM}سلام`, 'fa')).toContain(`\n${RLM}سلام\n`);
    expect(toWebVtt('00:00:01,000 --> 00:00:02,000\nسلام', 'en')).toContain('\nسلام\n');
  });

  it('keeps WebVTT cue settings and skips its header, notes and styles', () => {
    const vtt =
      'WEBVTT - film\n\nNOTE made by hand\n\nSTYLE\n::cue { color: yellow }\n\nintro\n00:01.000 --> 00:02.000 align:start line:0\nHi\n';
    expect(parseSubtitles(vtt)).toEqual([
      { start: '00:00:01.000', end: '00:00:02.000', settings: 'align:start line:0', lines: ['Hi'] },
    ]);
  });

  it('leaves out cues with broken timings or no text, and reads nothing from junk', () => {
    const srt =
      '1\n00:00:05,000 --> 00:00:04,000\nbackwards\n\n2\n00:00:06,000 --> 00:00:07,000\n\n3\nno timing here\n';
    expect(parseSubtitles(srt)).toEqual([]);
    expect(toWebVtt('not a subtitle', 'fa')).toBeNull();
    expect(toWebVtt('', 'fa')).toBeNull();
  });

  it('never lets cue text end the cue early', () => {
    expect(toWebVtt('00:00:01,000 --> 00:00:02,000\nA --> B', 'en')).toContain('\nA --&gt; B\n');
  });
});
