import path from 'node:path';

/**
 * A media scope is what one pass opens: the folder of an HLS stream (`/media/<asset>/<stream>/`,
 * its playlists, init and media segments, key and seek-preview sheets), the folder of a WebVTT
 * track (a file's subtitles, a thumbnail track and its sheets), or a single progressive file
 * (`/media/sample-1080p.webm`). A scope is also the `Path` of the pass cookie, so the browser
 * sends each pass only with its own stream's requests.
 */
const FOLDER_SCOPED = /\.(m3u8|vtt)$/;

/** The scope of a file address served at `/media/`, or null for any other address (external trailers). */
export function scopeOfMediaUrl(url: string): string | null {
  const [address = ''] = url.split(/[?#]/);
  if (!address.startsWith('/media/')) return null;
  return FOLDER_SCOPED.test(address) ? address.slice(0, address.lastIndexOf('/') + 1) : address;
}

/**
 * The address a static file server would actually serve for this request path, percent-decoded
 * and normalised (`//`, `.`, `..`), so no spelling of a premium file's path escapes its scope;
 * null when it cannot be decoded.
 */
export function servedPath(requestUrl: string): string | null {
  const [rawPath = ''] = requestUrl.split('?');
  try {
    return path.posix.normalize(decodeURIComponent(rawPath));
  } catch {
    return null;
  }
}

/**
 * The served `/media/` path of a request, or null for a request elsewhere. Only addresses that
 * could be spelled in another way (percent signs, `//`, dot segments) pay for decoding.
 */
export function mediaPathOf(requestUrl: string): string | null {
  const [rawPath = ''] = requestUrl.split('?');
  const plain = !/%|\/\/|\/\./.test(rawPath);
  if (plain && !rawPath.startsWith('/media/')) return null;
  const pathname = plain ? rawPath : servedPath(rawPath);
  return pathname?.startsWith('/media/') ? pathname : null;
}

/** Every scope a served path could belong to: the path itself and each folder above it. */
export function scopesAround(pathname: string): string[] {
  const scopes = [pathname];
  for (let end = pathname.lastIndexOf('/'); end > 0; end = pathname.lastIndexOf('/', end - 1)) {
    scopes.push(pathname.slice(0, end + 1));
  }
  return scopes;
}
