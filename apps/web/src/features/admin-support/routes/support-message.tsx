import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { idParamSchema } from '@pardeh/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ActionDialog,
  AdminLoadError,
  AdminNotFound,
  AdminPageHeader,
  ListSkeleton,
  useAdminToast,
} from '../../admin-shell/index.ts';
import { useSupportThread } from '../api/get-support-message.ts';
import { useUpdateSupportMessage } from '../api/update-support-message.ts';
import { SupportMessageDetails } from '../components/support-message-details.tsx';
import { supportMessageSubject } from '../components/support-message-subject.ts';
import { SupportReplies } from '../components/support-replies.tsx';
import { SupportReplyForm } from '../components/support-reply-form.tsx';
import { SupportStatusChip } from '../components/support-status-chip.tsx';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;

/** `/admin/support/:id`: one message, the replies sent, the reply box, close / reopen. */
export function AdminSupportMessagePage() {
  const id = idParamSchema.safeParse(useParams().id ?? '');
  return id.success ? <SupportMessage id={id.data} /> : <AdminNotFound />;
}

function SupportMessage({ id }: { id: number }) {
  const thread = useSupportThread(id);
  const update = useUpdateSupportMessage(id);
  const toast = useAdminToast();
  const [closing, setClosing] = useState(false);
  const message = thread.data;

  const back = (
    <Button component={Link} to="/admin/support" startIcon={<ArrowForwardRounded />} sx={{ mb: 1.5 }}>
      {text.back}
    </Button>
  );
  if (thread.isError && !message) {
    return (
      <>
        <AdminPageHeader title={text.title} />
        {back}
        <AdminLoadError
          title={text.messageLoadError}
          error={thread.error}
          retry={() => void thread.refetch()}
        />
      </>
    );
  }
  if (!message) {
    return (
      <>
        <AdminPageHeader title={text.title} />
        {back}
        <ListSkeleton height={160} />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={supportMessageSubject(message)} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', my: 2 }}>
        <SupportStatusChip status={message.status} />
        <Box sx={{ flexGrow: 1 }} />
        {message.status === 'closed' ? (
          <Button
            variant="outlined"
            color="secondary"
            loading={update.isPending}
            onClick={() =>
              update.mutate('new', {
                onSuccess: () => toast(text.reopened),
                onError: (error) => toast(error.message, 'error'),
              })
            }
          >
            {text.reopen}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => setClosing(true)}>
            {text.closeMessage}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 860 }}>
        <SupportMessageDetails message={message} />
        <Divider />
        <SupportReplies replies={message.replies} />
        <SupportReplyForm message={message} />
        {back}
      </Box>
      {closing && (
        <ActionDialog
          title={text.confirmClose.title}
          text={text.confirmClose.text}
          confirmLabel={text.confirmClose.confirm}
          onClose={() => setClosing(false)}
          onConfirm={async () => {
            await update.mutateAsync('closed');
            toast(text.closed);
          }}
        />
      )}
    </>
  );
}
