import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { supportMessageKinds, supportMessageStatuses } from '@pardeh/contract';
import { adminOperationsMessages } from '../../../../messages/admin-operations.ts';
import type { AdminSupportFilter } from '../../api/list-support-messages.ts';

/** Selects share a phone's width side by side; on wider screens each takes what it needs. */
const selectSx = { flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { xs: 0, sm: 150 } };

const text = adminOperationsMessages.support;
const common = adminOperationsMessages.common;

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
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2.5,
      }}
    >
      <TextField
        select
        size="small"
        name="status"
        label={text.status}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ ...filters, status: (event.target.value || undefined) as SupportFilters['status'] })
        }
        sx={selectSx}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{common.all}</MenuItem>
        {supportMessageStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {text.statuses[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="kind"
        label={text.kind}
        value={filters.kind ?? ''}
        onChange={(event) =>
          onChange({ ...filters, kind: (event.target.value || undefined) as SupportFilters['kind'] })
        }
        sx={selectSx}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{common.all}</MenuItem>
        {supportMessageKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {text.kinds[kind]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
