import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
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
  sx?: SxProps<Theme>;
}

/**
 * A 2:3 poster box that never shifts the layout. When the image is missing or fails to load, a
 * designed placeholder shows the title's name over a colour derived from `seed`.
 */
export function PosterImage({ src, title, seed, alt, sizes, priority = false, sx }: PosterImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const colors = placeholderColors(seed);
  return (
    <Box
      data-poster={showImage ? 'image' : 'placeholder'}
      sx={[
        {
          position: 'relative',
          aspectRatio: '2 / 3',
          width: 1,
          overflow: 'hidden',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={src}
          alt={alt ?? title}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailedSrc(src)}
          sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={alt ?? title}
          // Inline: a style rule per title would be one more rule to build and insert per card.
          style={{ background: `linear-gradient(160deg, ${colors.from} 0%, ${colors.to} 100%)` }}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            p: '10%',
            containerType: 'inline-size',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              insetInlineStart: '10%',
              top: '10%',
              width: '18%',
              aspectRatio: '1',
              borderRadius: '50%',
              border: '2px solid rgba(255,255,255,0.35)',
              boxShadow: 'inset 0 0 0 4px rgba(255,255,255,0.08)',
            }}
          />
          <Box
            component="span"
            aria-hidden
            sx={{
              color: 'rgba(255,255,255,0.92)',
              fontWeight: 700,
              fontSize: 'clamp(0.6rem, 11cqi, 1.3rem)',
              lineHeight: 1.35,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              textShadow: '0 1px 8px rgba(0,0,0,0.4)',
            }}
          >
            {title}
          </Box>
          <Box
            aria-hidden
            sx={{
              mt: '8%',
              width: '30%',
              height: 3,
              borderRadius: 2,
              bgcolor: 'secondary.main',
              opacity: 0.8,
            }}
          />
        </Box>
      )}
    </Box>
  );
}
