import {
  type AdminRequestsQuery,
  adminRequestSorts,
  contentRequestStatuses,
  titleTypeSchema,
} from '@pardeh/contract';
import { adminMessages, FilterSelect, SearchFilterBar } from '../../admin-shell/index.ts';
import { adminModerationMessages } from '../messages.ts';

const text = adminModerationMessages.requests;
const common = adminMessages.common;

export type RequestFilters = Pick<AdminRequestsQuery, 'status' | 'type' | 'q' | 'sort'>;

interface RequestFiltersProps {
  filters: RequestFilters;
  onChange(next: RequestFilters): void;
}

/** Search (sent on Enter) and the status, type and order selects (applied at once). */
export function RequestFiltersBar({ filters, onChange }: RequestFiltersProps) {
  const choose = (name: 'status' | 'type' | 'sort') => (value: string) =>
    onChange({ ...filters, [name]: value || undefined });
  return (
    <SearchFilterBar
      label={text.searchLabel}
      width={260}
      query={filters.q}
      onSearch={(q) => onChange({ ...filters, q })}
    >
      <FilterSelect
        name="status"
        label={text.status}
        value={filters.status ?? ''}
        all
        options={contentRequestStatuses.map((status) => [status, text.statuses[status]] as const)}
        onChange={choose('status')}
      />
      <FilterSelect
        name="type"
        label={text.type}
        value={filters.type ?? ''}
        all
        options={titleTypeSchema.options.map((type) => [type, common.types[type]] as const)}
        onChange={choose('type')}
      />
      <FilterSelect
        name="sort"
        label={text.sort}
        value={filters.sort ?? ''}
        options={adminRequestSorts.map((sort) => [sort, text.sorts[sort]] as const)}
        onChange={choose('sort')}
      />
    </SearchFilterBar>
  );
}
