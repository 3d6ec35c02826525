/**
 * Pictures served by Pardeh itself. The API answers a stored picture as the path of its largest
 * width, `/images/{kind}/{key}/{width}.webp` (`key`: 32 hex digits naming the source's bytes, so
 * the files under a path never change); the other widths of the same kind sit beside it, which is
 * how the web app builds a `srcset` from one path. No zod here: the web app's first screens use it.
 */

export const imageKinds = ['poster', 'backdrop', 'profile'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** The widths, in pixels, each kind of picture is stored at, smallest first. */
export const imageWidths = {
  poster: [160, 320, 480],
  backdrop: [640, 1280],
  profile: [160, 320],
} as const satisfies Record<ImageKind, readonly number[]>;

export interface ImageAddress {
  kind: ImageKind;
  key: string;
  width: number;
}

const imagePathPattern = /^\/images\/(poster|backdrop|profile)\/([0-9a-f]{32})\/([1-9]\d{1,4})\.webp$/;

const widthsOf = (kind: ImageKind): readonly number[] => imageWidths[kind];

/** The path of one stored width; the largest when no width is given. */
export function imagePath(kind: ImageKind, key: string, width?: number): string {
  const widths = widthsOf(kind);
  return `/images/${kind}/${key}/${width ?? widths[widths.length - 1]}.webp`;
}

/** What a Pardeh picture path names, or null for anything else (a width not stored included). */
export function parseImagePath(path: string): ImageAddress | null {
  const match = imagePathPattern.exec(path);
  if (!match) return null;
  const kind = match[1] as ImageKind;
  const width = Number(match[3]);
  return widthsOf(kind).includes(width) ? { kind, key: match[2] as string, width } : null;
}

/** `srcset` for a Pardeh picture path: every stored width; null for any other address. */
export function imageSrcSet(path: string): string | null {
  const address = parseImagePath(path);
  if (!address) return null;
  return widthsOf(address.kind)
    .map((width) => `${imagePath(address.kind, address.key, width)} ${width}w`)
    .join(', ');
}

/**
 * The stored width of a Pardeh picture closest above `width` (the largest if none is), for places
 * a `srcset` cannot go, such as CSS backgrounds; any other address as it is.
 */
export function imageAtWidth(path: string, width: number): string {
  const address = parseImagePath(path);
  if (!address) return path;
  const widths = widthsOf(address.kind);
  const chosen = widths.find((stored) => stored >= width) ?? widths[widths.length - 1];
  return imagePath(address.kind, address.key, chosen);
}
