import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import type { WatchTitle } from '@pardeh/contract';
import { iconBadgeSx, PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { playerMessages } from '../../../messages/player.ts';
import { displayName } from '../lib/title-name.ts';

/** The trailer page of a title that has none: says so, and leads back to the title. */
export function NoTrailer({ title }: { title: WatchTitle }) {
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <VideocamOffOutlinedIcon />
        </Box>
      }
      eyebrow={playerMessages.trailerOf(displayName(title))}
      title={playerMessages.noTrailer}
      body={playerMessages.noTrailerBody}
      actions={
        <LinkButton to={title.path}>
          {title.type === 'series' ? playerMessages.backToSeries : playerMessages.backToTitle}
        </LinkButton>
      }
    />
  );
}
