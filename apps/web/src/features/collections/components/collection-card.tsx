import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Collection } from '@pardeh/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import { collectionBackground } from '../lib/collection-art.ts';
import { collectionsMessages } from '../messages.ts';

const CARD_HEIGHT = { xs: 200, sm: 230 };

/** A collection in the list: a banner in its colour, its names, a line of its description and its size. */
export function CollectionCard({ collection }: { collection: Collection }) {
  return (
    <Box
      component={Link}
      to={collection.path}
      data-collection={collection.id}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        height: CARD_HEIGHT,
        p: 2.5,
        borderRadius: 3,
        overflow: 'hidden',
        background: collectionBackground(collection.id, collection.cover, 640),
        border: '1px solid',
        borderColor: 'divider',
        transition: 'transform 200ms, border-color 200ms',
        '&:hover': { transform: 'translateY(-3px)', borderColor: 'rgba(255,255,255,0.25)' },
        '&:hover h2': { color: 'secondary.light' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: 16,
          insetInlineStart: 16,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.25,
          py: 0.5,
          borderRadius: 99,
          bgcolor: 'rgba(0,0,0,0.45)',
          fontSize: '0.8rem',
        }}
      >
        <CollectionsBookmarkOutlinedIcon sx={{ fontSize: 16, color: 'secondary.light' }} />
        {collectionsMessages.count(formatNumber(collection.titlesCount))}
      </Box>
      <Box component="h2" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700, transition: 'color 150ms' }}>
        {collection.nameFa}
      </Box>
      {collection.nameEn && (
        <Box
          dir="ltr"
          lang="en"
          sx={{ fontSize: '0.8rem', color: 'rgba(255,255,255,0.65)', textAlign: 'end' }}
        >
          {collection.nameEn}
        </Box>
      )}
      {collection.description && (
        <Box
          sx={{
            mt: 0.75,
            fontSize: '0.85rem',
            lineHeight: 1.8,
            color: 'rgba(255,255,255,0.78)',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {collection.description}
        </Box>
      )}
    </Box>
  );
}

export function CollectionCardSkeleton() {
  return <Skeleton variant="rounded" aria-hidden sx={{ height: CARD_HEIGHT, borderRadius: 3 }} />;
}
