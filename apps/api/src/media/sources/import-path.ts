import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { hasVideoExtension } from './video-types.ts';

/**
 * The real location of a source registered by server path, which must lie inside the import
 * folder (MEDIA_IMPORT_DIR) once every symlink is resolved: `..` tricks and links pointing out
 * of it are refused, so the console cannot read arbitrary files of the server.
 */
export async function resolveImportPath(
  importDir: string | null,
  requested: string,
): Promise<{ path: string; bytes: number }> {
  const refuse = (message: string) => new HttpError(422, message, { 'source.path': [message] });
  if (!importDir) throw refuse(messages.media.importDisabled);
  const root = await fs.realpath(importDir).catch(() => null);
  if (!root) throw refuse(messages.media.importDisabled);
  const real = await fs.realpath(path.resolve(requested)).catch(() => null);
  if (real === null) {
    // Say "outside" rather than "missing" for paths outside: nothing about the server's other files leaks.
    const inside = path.resolve(requested).startsWith(root + path.sep);
    throw refuse(inside ? messages.media.importMissing : messages.media.importOutsideFolder);
  }
  if (!real.startsWith(root + path.sep)) throw refuse(messages.media.importOutsideFolder);
  const stat = await fs.stat(real);
  if (!stat.isFile()) throw refuse(messages.media.importMissing);
  if (!hasVideoExtension(real)) throw refuse(messages.media.importNotVideo);
  return { path: real, bytes: stat.size };
}
