import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { formatNumber } from '../lib/persian.ts';

/** MUI's Pagination with Persian page numbers (MUI renders page items with Latin digits). */
export function PersianPagination(props: PaginationProps) {
  return (
    <Pagination
      {...props}
      renderItem={(item) => (
        <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page)} />
      )}
    />
  );
}

interface ListPageNumbersProps {
  lastPage: number;
  page: number;
  onChange(page: number): void;
}

/** The page numbers under a paginated list, centred; nothing while the list fits on one page. */
export function ListPageNumbers({ lastPage, page, onChange }: ListPageNumbersProps) {
  if (lastPage <= 1) return null;
  return (
    <PersianPagination
      count={lastPage}
      page={Math.min(page, lastPage)}
      onChange={(_, next) => onChange(next)}
      sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
    />
  );
}
