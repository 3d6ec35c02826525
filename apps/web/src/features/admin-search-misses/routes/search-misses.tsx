import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type AdminSearchMiss, adminSearchMissesQuerySchema, searchMissOrders } from '@pardeh/contract';
import { useState } from 'react';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  AdminTable,
  adminMessages,
  ConfirmDialog,
  FilterSelect,
  formatJalaliDateTime,
  SearchFilterBar,
  useAdminToast,
  useListFilters,
} from '../../admin-shell/index.ts';
import { useDismissSearchMiss } from '../api/dismiss-search-miss.ts';
import { useAdminSearchMisses } from '../api/list-search-misses.ts';
import { SearchMissLinks } from '../components/search-miss-links.tsx';
import { adminSearchMissesMessages as text } from '../messages.ts';

/**
 * `/admin/search-misses`: what visitors searched for and found nothing, most searched (or most
 * recent) first, each with its follow-ups and a way to dismiss it.
 */
export function AdminSearchMissesPage() {
  const [filters, setFilters] = useListFilters(adminSearchMissesQuerySchema);
  const misses = useAdminSearchMisses({ q: filters.q, order: filters.order, page: filters.page });
  const dismiss = useDismissSearchMiss();
  const toast = useAdminToast();
  const [dismissing, setDismissing] = useState<AdminSearchMiss | null>(null);

  const confirmDismiss = async (miss: AdminSearchMiss) => {
    try {
      await dismiss.mutateAsync(miss.id);
      toast(text.dismissed);
      setDismissing(null);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : adminMessages.common.failed, 'error');
    }
  };

  const columns: AdminColumn<AdminSearchMiss>[] = [
    {
      key: 'text',
      label: text.columns.text,
      render: (miss) => (
        <Box component="span" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {miss.text}
        </Box>
      ),
    },
    {
      key: 'count',
      label: text.columns.count,
      nowrap: true,
      render: (miss) => text.times(formatNumber(miss.count)),
    },
    {
      key: 'last-seen',
      label: text.columns.lastSeen,
      nowrap: true,
      render: (miss) => (
        <>
          {formatJalaliDateTime(miss.lastSeenAt)}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${text.columns.firstSeen}: ${formatJalaliDateTime(miss.firstSeenAt)}`}
          </Typography>
        </>
      ),
    },
    { key: 'links', label: text.columns.links, render: (miss) => <SearchMissLinks missText={miss.text} /> },
    {
      key: 'actions',
      label: text.columns.actions,
      nowrap: true,
      render: (miss) => (
        <IconButton size="small" aria-label={text.dismissFor(miss.text)} onClick={() => setDismissing(miss)}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <SearchFilterBar
        key={filters.q ?? ''}
        label={text.searchLabel}
        width={280}
        query={filters.q}
        onSearch={(q) => setFilters({ q })}
      >
        <FilterSelect
          name="order"
          label={text.order}
          value={filters.order}
          options={searchMissOrders.map((order) => [order, text.orders[order]] as const)}
          onChange={(order) => setFilters({ order })}
        />
      </SearchFilterBar>
      {misses.isError && !misses.data ? (
        <AdminLoadError error={misses.error} retry={() => misses.refetch()} title={text.loadError} />
      ) : !misses.data ? (
        <AdminLoading />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {adminMessages.common.count(formatNumber(misses.data.meta.total))}
          </Typography>
          <AdminTable
            caption={text.caption}
            columns={columns}
            rows={misses.data.data}
            rowKey={(miss) => miss.id}
            empty={text.empty}
          />
          <ListPageNumbers
            lastPage={misses.data.meta.lastPage}
            page={misses.data.meta.page}
            onChange={(page) => setFilters({ page })}
          />
        </>
      )}
      {dismissing && (
        <ConfirmDialog
          open
          destructive
          title={text.confirmDismiss(dismissing.text)}
          body={text.dismissBody}
          confirmLabel={text.dismiss}
          pending={dismiss.isPending}
          onConfirm={() => confirmDismiss(dismissing)}
          onClose={() => setDismissing(null)}
        />
      )}
    </>
  );
}
