import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PaginationMeta } from '@pardeh/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { ListPageNumbers } from './persian-pagination.tsx';
import { LoadFailure } from './query-failure.tsx';

type Responsive<Value> = Value | { xs?: Value; sm?: Value; md?: Value; lg?: Value };

interface PaginatedListPageProps<Item extends { id: number | string }> {
  /** The heading (also the tab's title), the line under it, an empty list's line, a failed load's title. */
  text: { title: string; intro: string; empty: string; error: string };
  /** One page of the list, as the API answers it. */
  query: UseQueryResult<{ data: Item[]; meta: PaginationMeta }>;
  page: number;
  onPageChange(page: number): void;
  maxWidth: 'md' | 'lg';
  /** An `ol` where the order means something (by date, say), a `ul` otherwise. */
  ordered?: boolean;
  /** The list's accessible name. */
  listLabel?: string;
  /** The list's grid: its columns (one by default) and the gap between items. */
  columns?: Responsive<string>;
  gap: Responsive<number>;
  renderItem(item: Item, index: number): ReactNode;
  /** One item's loading placeholder, shown `skeletons` times until the first page arrives. */
  skeleton: ReactNode;
  skeletons: number;
}

/**
 * A page that is one paginated list: heading and intro, the items (dimmed while the next page
 * loads), the page numbers under them; a line of its own when the list is empty.
 */
export function PaginatedListPage<Item extends { id: number | string }>({
  text,
  query,
  page,
  onPageChange,
  maxWidth,
  ordered = false,
  listLabel,
  columns,
  gap,
  renderItem,
  skeleton,
  skeletons,
}: PaginatedListPageProps<Item>) {
  useDocumentTitle(text.title);
  if (query.isError) {
    return <LoadFailure title={text.error} error={query.error} retry={() => void query.refetch()} />;
  }
  const lastPage = query.data?.meta.lastPage ?? 1;
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {text.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, sm: 4 } }}>{text.intro}</Typography>
      {query.data?.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
      ) : (
        <Box
          component={ordered ? 'ol' : 'ul'}
          aria-label={listLabel}
          aria-busy={query.isPending}
          sx={{
            display: 'grid',
            ...(columns && { gridTemplateColumns: columns }),
            gap,
            m: 0,
            p: 0,
            listStyle: 'none',
            opacity: query.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {query.data
            ? query.data.data.map((item, index) => <li key={item.id}>{renderItem(item, index)}</li>)
            : Array.from({ length: skeletons }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
                <li key={index}>{skeleton}</li>
              ))}
        </Box>
      )}
      <ListPageNumbers lastPage={lastPage} page={page} onChange={onPageChange} />
    </Container>
  );
}
