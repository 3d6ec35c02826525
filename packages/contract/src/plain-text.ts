/**
 * Control characters other than tab and line breaks have no place in what people write, and
 * PostgreSQL text cannot hold NUL at all: they are dropped rather than refused, so pasted text
 * still goes through.
 */
export const withoutControlCharacters = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
