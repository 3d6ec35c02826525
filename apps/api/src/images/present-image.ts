import { type ImageKind, imagePath } from '@pardeh/contract';

/** A stored picture as its Pardeh path; null while none is stored (the web app draws a placeholder). */
export const presentImage = (kind: ImageKind, contentKey: string | null): string | null =>
  contentKey === null ? null : imagePath(kind, contentKey);
