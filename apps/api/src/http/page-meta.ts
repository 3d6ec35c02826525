import type { PaginationMeta } from '@pardeh/contract';

// Beside the other envelope helpers of the HTTP layer: the catalogue's, the library's and the
// admin's paginated answers all share it, so it belongs to none of their domains.
export const pageMeta = (page: number, perPage: number, total: number): PaginationMeta => ({
  page,
  perPage,
  total,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
});
