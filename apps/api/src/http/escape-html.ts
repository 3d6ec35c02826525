/**
 * Text safe inside HTML element content and quoted attribute values: `& < > " '` become numeric
 * references, which every HTML parser and mail client reads.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
