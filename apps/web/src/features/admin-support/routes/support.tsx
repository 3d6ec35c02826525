import Box from '@mui/material/Box';
import { adminSupportQuerySchema } from '@pardeh/contract';
import { useSearchParams } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  ListEmpty,
  ListSkeleton,
  readListFilters,
  writeListFilters,
} from '../../admin-shell/index.ts';
import { useAdminSupportMessages } from '../api/list-support-messages.ts';
import { type SupportFilters, SupportFiltersBar } from '../components/support-filters.tsx';
import { SupportMessageRow } from '../components/support-message-row.tsx';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;

/** `/admin/support`: the contact page's messages, newest first, filtered by status and kind. */
export function AdminSupportPage() {
  const [params, setParams] = useSearchParams();
  const { per_page: _, ...filters } = readListFilters(adminSupportQuerySchema, params);
  const messages = useAdminSupportMessages(filters);
  const show = (next: SupportFilters & { page?: number }) =>
    setParams(writeListFilters(adminSupportQuerySchema, { ...next, page: next.page ?? 1 }));

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <SupportFiltersBar filters={filters} onChange={show} />
      {messages.isError ? (
        <AdminLoadError title={text.loadError} error={messages.error} retry={() => void messages.refetch()} />
      ) : !messages.data ? (
        <ListSkeleton height={96} />
      ) : messages.data.meta.total === 0 ? (
        <ListEmpty>{text.empty}</ListEmpty>
      ) : (
        <Box
          component="ul"
          aria-label={text.title}
          aria-busy={messages.isPlaceholderData}
          sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {messages.data.data.map((message) => (
            <SupportMessageRow key={message.id} message={message} />
          ))}
        </Box>
      )}
      <ListPageNumbers
        lastPage={messages.data?.meta.lastPage ?? 1}
        page={filters.page}
        onChange={(page) => show({ ...filters, page })}
      />
    </>
  );
}
