import { type AdminUserFilter, adminUserFilters } from '@pardeh/contract';
import { FilterSelect, SearchFilterBar } from '../../admin-shell/index.ts';
import { adminUsersMessages } from '../messages.ts';

const text = adminUsersMessages.users;

export interface UserFilters {
  q?: string;
  filter: AdminUserFilter;
}

/** Search by name, email or id (sent on Enter) and which accounts to show (applied at once). */
export function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange(next: UserFilters): void;
}) {
  return (
    <SearchFilterBar
      label={text.searchLabel}
      width={280}
      query={filters.q}
      onSearch={(q) => onChange({ ...filters, q })}
    >
      <FilterSelect
        name="filter"
        label={text.filter}
        value={filters.filter}
        options={adminUserFilters.map((filter) => [filter, text.filters[filter]] as const)}
        onChange={(value) => onChange({ ...filters, filter: value as AdminUserFilter })}
      />
    </SearchFilterBar>
  );
}
