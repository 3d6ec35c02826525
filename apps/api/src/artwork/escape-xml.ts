const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as it may stand inside an SVG element or attribute. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => entities[char] as string);
