import Box from '@mui/material/Box';
import { adminSupportQuerySchema } from '@pardeh/contract';
import { useSearchParams } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { adminOperationsMessages } from '../../../messages/admin-operations.ts';
import { useAdminSupportMessages } from '../api/list-support-messages.ts';
import { AdminLoadError } from '../components/admin-load-error.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { ListEmpty, ListSkeleton } from '../components/operations/list-states.tsx';
import { type SupportFilters, SupportFiltersBar } from '../components/support/support-filters.tsx';
import { SupportMessageRow } from '../components/support/support-message-row.tsx';
import { readListFilters, writeListFilters } from '../lib/list-filters-in-url.ts';

const text = adminOperationsMessages.support;

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
