import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TitleFileSummary, WatchTitle } from '@pardeh/contract';
import { Link } from 'react-router';
import { playerMessages } from '../../../messages/player.ts';
import { fileLabel, watchPath } from '../../titles/index.ts';

/**
 * The title's versions as links (see lib/version-links.ts: one per other language, qualities the
 * player cannot switch to); the one playing is marked.
 */
export function VersionList({
  title,
  files,
  currentId,
}: {
  title: WatchTitle;
  files: readonly TitleFileSummary[];
  currentId: number;
}) {
  if (files.length < 2) return null;
  return (
    <Box component="nav" aria-labelledby="other-versions" sx={{ mt: 3 }}>
      <Typography id="other-versions" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {playerMessages.otherVersions}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {files.map((file) => {
          const current = file.id === currentId;
          return (
            <li key={file.id}>
              <Box
                component={Link}
                to={watchPath(title, file.id)}
                replace
                aria-current={current ? 'page' : undefined}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  minHeight: 40,
                  px: 1.75,
                  borderRadius: 5,
                  fontSize: '0.9rem',
                  color: current ? 'secondary.contrastText' : 'text.primary',
                  bgcolor: current ? 'secondary.main' : 'rgba(255,255,255,0.06)',
                  border: '1px solid',
                  borderColor: current ? 'secondary.main' : 'rgba(255,255,255,0.14)',
                  '&:hover': { borderColor: 'secondary.light' },
                  '&:focus-visible': {
                    outline: '2px solid',
                    outlineColor: 'secondary.light',
                    outlineOffset: 2,
                  },
                }}
              >
                {fileLabel(file)}
                {file.premiumOnly && (
                  <WorkspacePremiumIcon
                    titleAccess={playerMessages.premiumBadge}
                    sx={{ fontSize: 18, color: current ? 'inherit' : '#f5c518' }}
                  />
                )}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
