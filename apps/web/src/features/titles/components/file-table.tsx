import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import type { TitleDetail } from '@pardeh/contract';
import { Link } from 'react-router';
import { type FileGroup, fileLabel, fileLanguageName, formatFileSize } from '../lib/file-labels.ts';
import { watchPath } from '../lib/watch-links.ts';
import { titleMessages } from '../messages.ts';

const actionSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  minHeight: 40,
  px: 1.75,
  borderRadius: 2,
  fontSize: '0.9rem',
  fontWeight: 500,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
  '& svg': { fontSize: 20 },
} as const;

/**
 * One language's files. Each leads to its watch page, which asks the API for the address (given to
 * subscribers only for premium files) and offers both playing and downloading it.
 */
export function FileGroupCard({ group, title }: { group: FileGroup; title: TitleDetail }) {
  const headingId = `files-${group.language}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-file-group={group.language}
      sx={{
        borderRadius: 3,
        border: '1px solid rgba(255,255,255,0.1)',
        bgcolor: 'rgba(255,255,255,0.03)',
        overflow: 'hidden',
      }}
    >
      <Box
        component="h2"
        id={headingId}
        sx={{
          m: 0,
          px: 2.5,
          py: 1.75,
          fontSize: '1.05rem',
          fontWeight: 700,
          borderBottom: '1px solid rgba(255,255,255,0.08)',
        }}
      >
        {fileLanguageName(group.language)}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.files.map((file) => (
          <Box
            component="li"
            key={file.id}
            data-file={file.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              px: 2.5,
              py: 1.75,
              '& + &': { borderTop: '1px solid rgba(255,255,255,0.06)' },
            }}
          >
            <Box sx={{ minWidth: 72 }}>
              <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
                {titleMessages.quality}
              </Box>
              <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                {file.quality}
              </Box>
            </Box>
            <Box sx={{ minWidth: 96 }}>
              <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
                {titleMessages.size}
              </Box>
              <Box component="span">{formatFileSize(file.sizeBytes)}</Box>
            </Box>
            {file.premiumOnly && (
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: '#f5c518',
                  fontSize: '0.85rem',
                }}
              >
                <WorkspacePremiumIcon sx={{ fontSize: 18 }} aria-hidden />
                {titleMessages.premiumOnly}
              </Box>
            )}
            <Box sx={{ flex: 1 }} />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Box
                component={Link}
                to={watchPath(title, file.id)}
                aria-label={titleMessages.watchFile(fileLabel(file))}
                sx={{
                  ...actionSx,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  '&:hover': { bgcolor: 'secondary.light' },
                }}
              >
                <PlayArrowRoundedIcon aria-hidden />
                {titleMessages.watch}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
