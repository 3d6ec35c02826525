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
