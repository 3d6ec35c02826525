import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { auditQuerySchema } from '@pardeh/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import { latinDigits } from '../../../lib/form-input.ts';
import { formatNumber } from '../../../lib/persian.ts';
import {
  AdminLoadError,
  AdminLoading,
  AdminPageHeader,
  adminMessages,
  showEmptyOption,
  useListFilters,
} from '../../admin-shell/index.ts';
import { useAudit } from '../api/list-audit.ts';
import { AuditEntryCard } from '../components/audit-entry-card.tsx';
import { adminDashboardMessages } from '../messages.ts';

const text = adminDashboardMessages.audit;

/** `/admin/audit`: every change made through the console, newest first, filtered by record. */
export function AdminAuditPage() {
  const [filters, setFilters] = useListFilters(auditQuerySchema);
  const audit = useAudit({
    target_type: filters.target_type,
    target_id: filters.target_id,
    actor_id: filters.actor_id,
    page: filters.page,
  });
  const [targetType, setTargetType] = useState(filters.target_type ?? '');
  const [targetId, setTargetId] = useState(filters.target_id ?? '');
  useEffect(() => {
    setTargetType(filters.target_type ?? '');
    setTargetId(filters.target_id ?? '');
  }, [filters.target_type, filters.target_id]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ target_type: targetType, target_id: latinDigits(targetId).trim() });
  };
  const filtered = Boolean(filters.target_type || filters.target_id || filters.actor_id);

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <Box component="form" onSubmit={apply} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2.5 }}>
        <TextField
          select
          slotProps={showEmptyOption}
          size="small"
          label={text.targetType}
          value={targetType}
          onChange={(event) => setTargetType(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{adminMessages.common.all}</MenuItem>
          {Object.entries(text.targetTypes).map(([type, label]) => (
            <MenuItem key={type} value={type}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={text.targetId}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          sx={{ width: 160 }}
        />
        <Button type="submit" variant="contained" color="secondary">
          {text.filter}
        </Button>
        {filtered && (
          <Button
            color="inherit"
            onClick={() => setFilters({ target_type: undefined, target_id: undefined, actor_id: undefined })}
          >
            {text.clear}
          </Button>
        )}
      </Box>
      {audit.isError && !audit.data ? (
        <AdminLoadError error={audit.error} retry={() => audit.refetch()} title={text.loadError} />
      ) : !audit.data ? (
        <AdminLoading />
      ) : audit.data.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{text.empty}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {adminMessages.common.count(formatNumber(audit.data.meta.total))}
          </Typography>
          <Box component="ol" aria-label={text.caption} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {audit.data.data.map((entry) => (
              <AuditEntryCard
                key={entry.id}
                entry={entry}
                onFilterTarget={(type, id) => setFilters({ target_type: type, target_id: id })}
              />
            ))}
          </Box>
          <ListPageNumbers
            lastPage={audit.data.meta.lastPage}
            page={audit.data.meta.page}
            onChange={(page) => setFilters({ page })}
          />
        </>
      )}
    </>
  );
}
