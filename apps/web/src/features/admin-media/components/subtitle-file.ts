import { SUBTITLE_MAX_BYTES } from '@pardeh/contract';
import { adminMediaMessages } from '../messages.ts';
import { isSubtitleFileName } from './media-words.ts';

const text = adminMediaMessages.subtitle;

/**
 * A subtitle file's text. Persian SRT files are still often saved in Windows-1256 (Windows'
 * Arabic code page) rather than UTF-8: bytes that are not valid UTF-8 are read as that instead of
 * turning into question marks.
 */
export function decodeSubtitle(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

export type SubtitleFileResult = { ok: true; text: string } | { ok: false; message: string };

/** Checks the chosen file (kind and size, as the server would) and reads its text. */
export async function readSubtitleFile(file: File): Promise<SubtitleFileResult> {
  if (!isSubtitleFileName(file.name)) return { ok: false, message: text.wrongType };
  if (file.size > SUBTITLE_MAX_BYTES) return { ok: false, message: text.tooLarge };
  try {
    return { ok: true, text: decodeSubtitle(new Uint8Array(await file.arrayBuffer())) };
  } catch {
    return { ok: false, message: text.unreadable };
  }
}
