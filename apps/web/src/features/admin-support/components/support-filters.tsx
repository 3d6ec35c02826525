import { supportMessageKinds, supportMessageStatuses } from '@pardeh/contract';
import { FilterBar, FilterSelect } from '../../admin-shell/index.ts';
import type { AdminSupportFilter } from '../api/list-support-messages.ts';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;

export type SupportFilters = Pick<AdminSupportFilter, 'status' | 'kind'>;

/** The inbox's status and kind selects, applied at once. */
export function SupportFiltersBar({
  filters,
  onChange,
}: {
  filters: SupportFilters;
  onChange(next: SupportFilters): void;
}) {
  return (
    <FilterBar>
      <FilterSelect
        name="status"
        label={text.status}
        value={filters.status ?? ''}
        all
        options={supportMessageStatuses.map((status) => [status, text.statuses[status]] as const)}
        onChange={(value) =>
          onChange({ ...filters, status: (value || undefined) as SupportFilters['status'] })
        }
      />
      <FilterSelect
        name="kind"
        label={text.kind}
        value={filters.kind ?? ''}
        all
        options={supportMessageKinds.map((kind) => [kind, text.kinds[kind]] as const)}
        onChange={(value) => onChange({ ...filters, kind: (value || undefined) as SupportFilters['kind'] })}
      />
    </FilterBar>
  );
}
