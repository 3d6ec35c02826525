import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Stored pictures on disk: `DATA_DIR/images/<first two digits of the key>/<key>/<width>.webp`.
 * The extra level keeps directories small in a catalogue of many thousand pictures.
 */
export const imagesDir = (dataDir: string): string => path.join(dataDir, 'images');

export const imageFilePath = (dataDir: string, key: string, width: number): string =>
  path.join(imagesDir(dataDir), key.slice(0, 2), key, `${width}.webp`);

/** Writes beside the final name, then renames, so a reader never sees half a file. */
export async function writeImageFile(
  dataDir: string,
  key: string,
  width: number,
  data: Buffer,
): Promise<void> {
  const target = imageFilePath(dataDir, key, width);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

export async function imageFileExists(dataDir: string, key: string, width: number): Promise<boolean> {
  try {
    await fs.access(imageFilePath(dataDir, key, width));
    return true;
  } catch {
    return false;
  }
}

/** The stored file, or null when there is none. */
export async function readImageFile(dataDir: string, key: string, width: number): Promise<Buffer | null> {
  try {
    return await fs.readFile(imageFilePath(dataDir, key, width));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
