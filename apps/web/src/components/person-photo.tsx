import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import { imageSrcSet } from '@pardeh/contract/images';
import { useState } from 'react';

export interface PersonPhotoProps {
  src: string | null;
  alt: string;
  /** The photo's displayed width, for the browser's pick among the stored widths. */
  sizes: string;
  width: number;
  height: number;
  /** The drawn stand-in's size, in pixels. */
  iconSize: number;
  lazy?: boolean;
}

/**
 * A person's photo filling its frame, at the stored width that suits `sizes`; a drawn silhouette
 * when there is none or it fails to load.
 */
export function PersonPhoto({ src, alt, sizes, width, height, iconSize, lazy = false }: PersonPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <PersonRoundedIcon sx={{ fontSize: iconSize }} aria-hidden />;
  return (
    <Box
      component="img"
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      width={width}
      height={height}
      sizes={sizes}
      srcSet={imageSrcSet(src) ?? undefined}
      src={src}
      onError={() => setFailedSrc(src)}
      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
