/** Reading what people type into form inputs, the same way in every form. */

/** Persian and Arabic-Indic digits typed on a Persian keyboard read as Latin digits. */
export const latinDigits = (text: string): string =>
  text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/** A year as typed: empty is no year; anything but digits is NaN, which the schema reports. */
export const yearFromInput = (text: string): number | undefined => {
  const trimmed = latinDigits(text).trim();
  if (!trimmed) return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** An optional text field: left out of the body when nothing but spaces was typed. */
export const optionalText = (text: string): string | undefined => (text.trim() ? text : undefined);
