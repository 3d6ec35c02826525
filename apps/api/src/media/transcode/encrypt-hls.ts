import { createCipheriv } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * HLS AES-128 (RFC 8216 §5.2) of a finished stream: each media segment encrypted whole with
 * AES-128-CBC and PKCS#7 padding, its IV the segment's media sequence number (so the playlists
 * name no IV). ffmpeg 5.1 refuses `hls_key_info_file` with fMP4 segments ("Encrypted fmp4 not yet
 * supported"), so the pipeline encrypts the segments ffmpeg wrote, which is all that option does.
 * The init segment (`EXT-X-MAP`) holds no picture or sound and stays clear: the key tag goes after
 * it, where the RFC makes it apply to the media segments only.
 */

/** Where the key is asked for, from a variant playlist one folder below the stream's: `<stream>/key`. */
export const STREAM_KEY_URI = '../key';

const sequenceIv = (sequence: number) => {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
};

/** The media segments' addresses of a playlist, with their media sequence numbers. */
export function playlistSegments(playlist: string): Array<{ uri: string; sequence: number }> {
  const first = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)/m.exec(playlist)?.[1] ?? 0);
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri, index) => ({ uri, sequence: first + index }));
}

/** The playlist with the key tag before its first media segment (after `EXT-X-MAP`). */
export function withKeyTag(playlist: string, keyUri: string): string {
  const tag = `#EXT-X-KEY:METHOD=AES-128,URI="${keyUri}"`;
  return playlist.replace(/^#EXTINF:/m, `${tag}\n#EXTINF:`);
}

export const encryptSegment = (segment: Buffer, key: Buffer, sequence: number): Buffer => {
  const cipher = createCipheriv('aes-128-cbc', key, sequenceIv(sequence));
  return Buffer.concat([cipher.update(segment), cipher.final()]);
};

/** Encrypts in place every variant and audio playlist's segments under `streamDir` (`*\/index.m3u8`). */
export async function encryptHlsStream(streamDir: string, key: Buffer): Promise<void> {
  for (const entry of await fs.readdir(streamDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const playlistPath = path.join(streamDir, entry.name, 'index.m3u8');
    const playlist = await fs.readFile(playlistPath, 'utf8').catch(() => null);
    if (playlist === null) continue;
    for (const { uri, sequence } of playlistSegments(playlist)) {
      const segmentPath = path.join(streamDir, entry.name, uri);
      await fs.writeFile(segmentPath, encryptSegment(await fs.readFile(segmentPath), key, sequence));
    }
    await fs.writeFile(playlistPath, withKeyTag(playlist, STREAM_KEY_URI));
  }
}
