import { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { uploadErrorMessage, uploadFingerprint, uploadMetadata } from './upload-media.ts';

const target = {
  titleId: 7,
  episodeId: null,
  purpose: 'file' as const,
  language: 'dubbed' as const,
  premiumOnly: true,
};
const file = { name: 'film.mp4', type: 'video/mp4', size: 1000, lastModified: 1 };

const refused = (status: number, body: string) => {
  const error = new DetailedError('refused');
  error.originalResponse = {
    getStatus: () => status,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
  return error;
};

describe('a resumable upload', () => {
  it('describes its target in tus metadata, all strings, without an absent episode', () => {
    expect(uploadMetadata(file, target)).toEqual({
      titleId: '7',
      purpose: 'file',
      language: 'dubbed',
      premiumOnly: 'true',
      filename: 'film.mp4',
      filetype: 'video/mp4',
    });
    expect(uploadMetadata(file, { ...target, episodeId: 31 }).episodeId).toBe('31');
  });

  it('resumes only the same file for the same target', () => {
    const endpoint = 'http://127.0.0.1/api/admin/media/uploads';
    const key = uploadFingerprint(file, target, endpoint);
    expect(uploadFingerprint({ ...file }, { ...target }, endpoint)).toBe(key);
    expect(uploadFingerprint(file, { ...target, titleId: 8 }, endpoint)).not.toBe(key);
    expect(uploadFingerprint(file, { ...target, purpose: 'trailer' }, endpoint)).not.toBe(key);
    expect(uploadFingerprint({ ...file, lastModified: 2 }, target, endpoint)).not.toBe(key);
  });

  it('says why it failed with the server’s Persian sentence, or a general one', () => {
    expect(uploadErrorMessage(refused(415, JSON.stringify({ message: 'این فایل ویدیو نیست.' })))).toBe(
      'این فایل ویدیو نیست.',
    );
    expect(uploadErrorMessage(refused(502, '<html>Bad gateway</html>'))).toBe('بارگذاری انجام نشد.');
    expect(uploadErrorMessage(new Error('network'))).toBe('بارگذاری انجام نشد.');
  });
});
