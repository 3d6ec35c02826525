import MovieFilterIcon from '@mui/icons-material/MovieFilter';
import Box from '@mui/material/Box';
import { messages } from '../messages/index.ts';
import { iconBadgeSx, PageMessage } from './layout/page-message.tsx';
import { LinkButton } from './link-button.tsx';

/** What a route shows until its issue builds the real page: its name, a short note and a way home. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <MovieFilterIcon />
        </Box>
      }
      eyebrow={title}
      title={messages.placeholder.soon}
      body={messages.placeholder.body}
      actions={<LinkButton to="/">{messages.placeholder.backHome}</LinkButton>}
    />
  );
}
