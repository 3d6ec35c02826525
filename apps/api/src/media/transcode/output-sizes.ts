import fs from 'node:fs/promises';
import path from 'node:path';

/** Bytes under a folder, all files at any depth. */
export async function folderBytes(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  let total = 0;
  for (const entry of entries) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** `BANDWIDTH` of each variant in a master playlist, by its folder (`480p/index.m3u8` → `480p`). */
export function masterBandwidths(master: string): Map<string, number> {
  const bandwidths = new Map<string, number>();
  const lines = master.split(/\r?\n/);
  lines.forEach((line, index) => {
    const bandwidth = /^#EXT-X-STREAM-INF:.*?\bBANDWIDTH=(\d+)/.exec(line)?.[1];
    const uri = lines[index + 1]?.trim();
    if (bandwidth && uri) bandwidths.set(uri.split('/')[0] as string, Number(bandwidth));
  });
  return bandwidths;
}
