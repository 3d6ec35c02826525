import { describe, expect, it } from 'vitest';
import { decodeSubtitle, readSubtitleFile } from './subtitle-file.ts';

const srt = '1\n00:00:01,000 --> 00:00:02,000\nسلام، دنیا!\n';

describe('reading a subtitle file', () => {
  it('reads UTF-8, and Windows-1256 files that are not valid UTF-8', () => {
    expect(decodeSubtitle(new TextEncoder().encode(srt))).toBe(srt);
    // «سلام» in Windows-1256 (Arabic code page), as older Persian SRT files are saved.
    expect(decodeSubtitle(new Uint8Array([0xd3, 0xe1, 0xc7, 0xe3]))).toBe('سلام');
  });

  it('refuses other kinds of files and files over 2 MiB, in Persian', async () => {
    expect(await readSubtitleFile(new File([srt], 'film.srt'))).toEqual({ ok: true, text: srt });
    expect(await readSubtitleFile(new File(['WEBVTT\n'], 'FILM.VTT'))).toEqual({
      ok: true,
      text: 'WEBVTT\n',
    });
    expect(await readSubtitleFile(new File([srt], 'film.txt'))).toEqual({
      ok: false,
      message: 'فقط فایل‌های ‎.srt‎ یا ‎.vtt‎ پذیرفته می‌شوند.',
    });
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'large.srt');
    expect(await readSubtitleFile(large)).toMatchObject({
      ok: false,
      message: 'فایل زیرنویس نباید بیش از ۲ مگابایت باشد.',
    });
  });
});
