import path from 'node:path';

/** File name endings of video containers ffmpeg reads and people upload. */
export const VIDEO_EXTENSIONS = new Set([
  '.mp4',
  '.m4v',
  '.mkv',
  '.mov',
  '.webm',
  '.avi',
  '.ts',
  '.m2ts',
  '.mts',
  '.mpg',
  '.mpeg',
  '.wmv',
  '.flv',
  '.3gp',
  '.ogv',
  '.vob',
]);

/** Types a browser or server may give a video file; octet-stream is what many send for any binary. */
const GENERIC_BINARY = new Set(['application/octet-stream', 'binary/octet-stream', 'application/x-matroska']);

const baseType = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';

export const hasVideoExtension = (name: string) => VIDEO_EXTENSIONS.has(path.extname(name).toLowerCase());

/** A declared type that may be a video: `video/*`, a generic binary type, or none at all. */
export function isVideoContentType(type: string | null | undefined): boolean {
  if (!type) return true;
  const base = baseType(type);
  return base === '' || base.startsWith('video/') || GENERIC_BINARY.has(base);
}

/**
 * An upload is taken when its name ends like a video and its declared type (if any) may be one.
 * The bytes are checked for real by ffprobe; this only turns away what is plainly not a video.
 */
export const isVideoUpload = (filename: string, filetype: string) =>
  hasVideoExtension(filename) && isVideoContentType(filetype);
