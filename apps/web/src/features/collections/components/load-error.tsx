import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { iconBadgeSx, PageMessage } from '../../../components/layout/page-message.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { collectionsMessages } from '../../../messages/collections.ts';

/** A page whose data did not arrive: what failed, the server's sentence and a retry. */
export function LoadError({ title, detail, onRetry }: { title: string; detail: string; onRetry(): void }) {
  return (
    <PageMessage
      badge={
        <Box sx={iconBadgeSx}>
          <ErrorOutlineOutlinedIcon />
        </Box>
      }
      title={title}
      body={detail}
      actions={<LinkButton onClick={onRetry}>{collectionsMessages.retry}</LinkButton>}
    />
  );
}
