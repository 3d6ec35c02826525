import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import { iconBadgeSx, PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { adminMessages as text } from '../messages.ts';

/** An address under `/admin` that is no console page. */
export function AdminNotFound() {
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <SearchRounded />
        </Box>
      }
      title={text.notFound.title}
      body={text.notFound.body}
      actions={<LinkButton to="/admin">{text.notFound.dashboard}</LinkButton>}
    />
  );
}
