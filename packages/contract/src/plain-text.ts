import { z } from 'zod';

/**
 * Characters that have no place in what people write: C0 controls other than tab and line breaks
 * (NUL, BEL, ESC …), DEL, C1 controls, and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that can make a name or comment read backwards to everyone else
 * ("Trojan source" spoofing). The marks Persian text needs stay: ZWNJ (U+200C), LRM and RLM
 * (U+200E, U+200F). PostgreSQL text cannot hold NUL at all.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Drops those characters rather than refusing the text. They are invisible, so a message could
 * not show the writer what to fix, and they mostly arrive as paste debris (Word's vertical tab,
 * the isolates some phones wrap around copied names); dropping them is as safe as refusing.
 */
export const withoutControlCharacters = (value: string) => value.replace(INVISIBLE_CONTROLS, '');

/**
 * The one rule for free text people write (names, comments, requests, support messages, gift
 * messages, search queries): any string, with the characters above dropped. Each field adds its
 * own trim, lengths and Persian messages.
 */
export const plainTextSchema = (options?: Parameters<typeof z.string>[0]) =>
  z.string(options).overwrite(withoutControlCharacters);
