/**
 * URL slug from an English name ("The Godfather: Part II" → "the-godfather-part-ii"). Slugs are
 * decorative: pages are found by id, and a wrong slug redirects to this canonical one.
 */
export function slugify(name: string, fallback = 'untitled'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}
