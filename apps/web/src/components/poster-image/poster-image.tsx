import { imageSrcSet } from '@pardeh/contract/images';
import { useState } from 'react';
import { placeholderColors } from './placeholder-colors.ts';

export interface PosterImageProps {
  src: string | null;
  /** Shown on the placeholder when there is no usable image. */
  title: string;
  /** Picks the placeholder's colour; the title id keeps it stable across pages. */
  seed: string | number;
  alt?: string;
  sizes?: string;
  /** Above-the-fold posters load eagerly with high priority. */
  priority?: boolean;
}

/**
 * A 2:3 poster box that never shifts the layout. A designed placeholder (the title's name over a
 * colour derived from `seed`; only its first letter on a thumbnail too narrow for whole words) is
 * drawn first and stays under the picture while it loads, and alone when there is no picture or it
 * fails to load. A Pardeh picture path (`/images/…`) is offered at each stored width (`srcset`),
 * the browser picking by `sizes`. Styled by poster-image.css (static classes: posters are rendered
 * by the dozen); a container restyles it through `[data-poster]`.
 */
export function PosterImage({ src, title, seed, alt, sizes, priority = false }: PosterImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const colors = placeholderColors(seed);
  const label = alt ?? title;
  // The picture names the poster when it is there; otherwise the placeholder does.
  const placeholderRole = showImage ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <div className="poster" data-poster={showImage ? 'image' : 'placeholder'}>
      <div
        className="poster-placeholder"
        {...placeholderRole}
        style={{ background: `linear-gradient(160deg, ${colors.from} 0%, ${colors.to} 100%)` }}
      >
        <div className="poster-placeholder-ring" aria-hidden />
        <span className="poster-placeholder-name auto-dir" dir="auto" aria-hidden>
          {title}
        </span>
        <span className="poster-placeholder-initial" aria-hidden>
          {Array.from(title.trim())[0]}
        </span>
        <div className="poster-placeholder-bar" aria-hidden />
      </div>
      {showImage && (
        <img
          className="poster-image"
          alt={label}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          sizes={sizes}
          srcSet={imageSrcSet(src) ?? undefined}
          src={src}
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
