import Box from '@mui/material/Box';
import { type AdminContentRequest, adminRequestsQuerySchema } from '@pardeh/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  ListEmpty,
  ListSkeleton,
  readListFilters,
  useAdminToast,
  writeListFilters,
} from '../../admin-shell/index.ts';
import type { RequestAnswer } from '../api/answer-request.ts';
import { useAdminRequests } from '../api/list-requests.ts';
import { AnswerRequestDialog } from '../components/answer-request-dialog.tsx';
import { RequestCard } from '../components/request-card.tsx';
import { type RequestFilters, RequestFiltersBar } from '../components/request-filters.tsx';
import { adminModerationMessages } from '../messages.ts';

const text = adminModerationMessages.requests;

/** `/admin/requests`: the content-request queue, its filters in the address, and the answers. */
export function AdminRequestsPage() {
  const [params, setParams] = useSearchParams();
  const { per_page: _, ...filters } = readListFilters(adminRequestsQuerySchema, params);
  const requests = useAdminRequests(filters);
  const [answering, setAnswering] = useState<{
    request: AdminContentRequest;
    action: RequestAnswer['action'];
  } | null>(null);
  const toast = useAdminToast();
  const show = (next: RequestFilters & { page?: number }) =>
    setParams(writeListFilters(adminRequestsQuerySchema, { ...next, page: next.page ?? 1 }));

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <RequestFiltersBar key={filters.q ?? ''} filters={filters} onChange={show} />
      {requests.isError ? (
        <AdminLoadError title={text.loadError} error={requests.error} retry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <ListSkeleton />
      ) : requests.data.meta.total === 0 ? (
        <ListEmpty>{text.empty}</ListEmpty>
      ) : (
        <Box
          component="ul"
          aria-label={text.title}
          aria-busy={requests.isPlaceholderData}
          sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {requests.data.data.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onAnswer={(action) => setAnswering({ request, action })}
            />
          ))}
        </Box>
      )}
      <ListPageNumbers
        lastPage={requests.data?.meta.lastPage ?? 1}
        page={filters.page}
        onChange={(page) => show({ ...filters, page })}
      />
      {answering && (
        <AnswerRequestDialog
          key={`${answering.request.id}-${answering.action}`}
          request={answering.request}
          action={answering.action}
          onClose={() => setAnswering(null)}
          onDone={(message) => {
            setAnswering(null);
            toast(message);
          }}
        />
      )}
    </>
  );
}
