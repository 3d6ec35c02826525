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
 * A 2:3 poster box that never shifts the layout. When the image is missing or fails to load, a
 * designed placeholder shows the title's name over a colour derived from `seed`. Styled by
 * poster-image.css (static classes: posters are rendered by the dozen); a container restyles it
 * through `[data-poster]`.
 */
export function PosterImage({ src, title, seed, alt, sizes, priority = false }: PosterImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  if (showImage) {
    return (
      <div className="poster" data-poster="image">
        <img
          className="poster-image"
          src={src}
          alt={alt ?? title}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailedSrc(src)}
        />
      </div>
    );
  }
  const colors = placeholderColors(seed);
  return (
    <div className="poster" data-poster="placeholder">
      <div
        className="poster-placeholder"
        role="img"
        aria-label={alt ?? title}
        style={{ background: `linear-gradient(160deg, ${colors.from} 0%, ${colors.to} 100%)` }}
      >
        <div className="poster-placeholder-ring" aria-hidden />
        <span className="poster-placeholder-name" aria-hidden>
          {title}
        </span>
        <div className="poster-placeholder-bar" aria-hidden />
      </div>
    </div>
  );
}
