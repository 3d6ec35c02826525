import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signMediaPass, verifyMediaPass } from '../../src/media/access/media-pass-token.ts';
import { mediaPathOf, scopeOfMediaUrl, scopesAround } from '../../src/media/access/media-scopes.ts';
import { encryptSegment, playlistSegments, withKeyTag } from '../../src/media/transcode/encrypt-hls.ts';

describe('media scopes', () => {
  it('are a playlist’s or track’s folder, or a progressive file itself', () => {
    expect(scopeOfMediaUrl('/media/a/s/master.m3u8')).toBe('/media/a/s/');
    expect(scopeOfMediaUrl('/media/subtitles/7/x.fa.vtt')).toBe('/media/subtitles/7/');
    expect(scopeOfMediaUrl('/media/sample-1080p.webm')).toBe('/media/sample-1080p.webm');
    expect(scopeOfMediaUrl('https://cdn.example/trailer.mp4')).toBeNull();
  });

  it('are found for every spelling of a path the file server would serve', () => {
    expect(scopesAround('/media/a/s/480p/segment-000.m4s')).toEqual([
      '/media/a/s/480p/segment-000.m4s',
      '/media/a/s/480p/',
      '/media/a/s/',
      '/media/a/',
      '/media/',
    ]);
    expect(mediaPathOf('/media/a/s/key?x=1')).toBe('/media/a/s/key');
    expect(mediaPathOf('/media/a//s/./480p/%69ndex.m3u8')).toBe('/media/a/s/480p/index.m3u8');
    expect(mediaPathOf('/%6Dedia/a/s/key')).toBe('/media/a/s/key');
    expect(mediaPathOf('/media/../api/titles')).toBeNull();
    expect(mediaPathOf('/api/titles')).toBeNull();
    expect(mediaPathOf('/media/%E0%A4%A')).toBeNull();
  });
});

describe('media passes', () => {
  const key = Buffer.alloc(32, 7);
  const now = 1_900_000_000;
  const token = signMediaPass(key, '/media/a/s/', { userId: 12, expiresAt: now + 60 });

  it('verify for their user, scope and time only', () => {
    expect(verifyMediaPass(key, '/media/a/s/', token, now)).toEqual({ userId: 12, expiresAt: now + 60 });
    expect(verifyMediaPass(key, '/media/a/t/', token, now)).toBeNull();
    expect(verifyMediaPass(key, '/media/a/s/', token, now + 60)).toBeNull();
    expect(verifyMediaPass(Buffer.alloc(32, 8), '/media/a/s/', token, now)).toBeNull();
    expect(verifyMediaPass(key, '/media/a/s/', token.replace(/^12\./, '13.'), now)).toBeNull();
    expect(verifyMediaPass(key, '/media/a/s/', token.replace(/\.\d+\./, `.${now + 6000}.`), now)).toBeNull();
    expect(verifyMediaPass(key, '/media/a/s/', 'garbage', now)).toBeNull();
  });
});

describe('HLS AES-128', () => {
  const playlist = [
    '#EXTM3U',
    '#EXT-X-MEDIA-SEQUENCE:4',
    '#EXT-X-MAP:URI="init.mp4"',
    '#EXTINF:6.0,',
    'segment-000.m4s',
    '#EXTINF:2.0,',
    'segment-001.m4s',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

  it('names the key after the init segment, which stays clear, and counts sequence numbers from the playlist', () => {
    expect(withKeyTag(playlist, '../key')).toContain(
      '#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=AES-128,URI="../key"\n#EXTINF:6.0,',
    );
    expect(playlistSegments(playlist)).toEqual([
      { uri: 'segment-000.m4s', sequence: 4 },
      { uri: 'segment-001.m4s', sequence: 5 },
    ]);
  });

  it('encrypts a segment whole with its sequence number as the IV', () => {
    const key = Buffer.alloc(16, 1);
    const segment = Buffer.from('a media segment of any length');
    const encrypted = encryptSegment(segment, key, 5);
    expect(encrypted.length % 16).toBe(0);
    const iv = Buffer.alloc(16);
    iv[15] = 5;
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    expect(Buffer.concat([decipher.update(encrypted), decipher.final()])).toEqual(segment);
  });
});
