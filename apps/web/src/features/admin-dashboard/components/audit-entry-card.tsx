import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@pardeh/contract';
import { Link as RouterLink } from 'react-router';
import { toPersianDigits } from '../../../lib/persian.ts';
import { catalogueFieldLabels } from '../../admin-catalogue/index.ts';
import { collectionFieldLabels } from '../../admin-home-rows/index.ts';
import { adminMessages, formatJalaliDateTime } from '../../admin-shell/index.ts';
import { auditChanges, auditValueText } from '../lib/audit-diff.ts';
import { adminDashboardMessages } from '../messages.ts';

const text = adminDashboardMessages.audit;
const words = { empty: text.emptyValue, yes: adminMessages.common.yes, no: adminMessages.common.no };

/** The Persian names of the fields of each kind of record the catalogue pages edit. */
const fieldLabelsByTarget: Record<string, Record<string, string>> = {
  ...catalogueFieldLabels,
  collection: collectionFieldLabels,
};

/** The console page of a changed record, where it has one. */
const targetPages: Record<string, string> = {
  title: '/admin/titles/',
  person: '/admin/people/',
  collection: '/admin/collections/',
  user: '/admin/users/',
};

interface AuditEntryCardProps {
  entry: AuditEntry;
  /** Shows only this record's entries. */
  onFilterTarget(targetType: string, targetId: string): void;
}

/** One change: when, who, what was done to which record, and its fields before and after. */
export function AuditEntryCard({ entry, onFilterTarget }: AuditEntryCardProps) {
  const changes = auditChanges(entry.before, entry.after);
  const labels = { ...text.extraFields, ...fieldLabelsByTarget[entry.targetType] };
  // Locked fields are listed by name: those read better as their labels too.
  const valueText = (field: string, value: unknown) =>
    auditValueText(
      field === 'lockedFields' && Array.isArray(value)
        ? value.map((name) => labels[String(name)] ?? name)
        : value,
      words,
    );
  const targetLabel = `${text.targetTypes[entry.targetType] ?? entry.targetType} ${toPersianDigits(entry.targetId)}`;
  const page = targetPages[entry.targetType];
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          columnGap: 1.5,
          rowGap: 0.5,
          mb: changes.length ? 1.5 : 0,
        }}
      >
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {text.actions[entry.action] ?? entry.action}
        </Typography>
        {page ? (
          <Link component={RouterLink} to={`${page}${entry.targetId}`} color="secondary.light">
            {targetLabel}
          </Link>
        ) : (
          <Typography component="span">{targetLabel}</Typography>
        )}
        <Link
          component="button"
          type="button"
          variant="body2"
          color="text.secondary"
          onClick={() => onFilterTarget(entry.targetType, entry.targetId)}
        >
          {text.filter}
        </Link>
        <Typography
          component="span"
          variant="body2"
          sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}
        >
          <span>{entry.actor?.name ?? text.deletedActor}</span>
          <Box component="time" dateTime={entry.createdAt} sx={{ marginInlineStart: 1.5 }}>
            {formatJalaliDateTime(entry.createdAt)}
          </Box>
        </Typography>
      </Box>
      {entry.before === null && entry.after !== null && (
        <Typography variant="body2" sx={{ color: 'success.light', mb: 1 }}>
          {text.created}
        </Typography>
      )}
      {entry.after === null && entry.before !== null && (
        <Typography variant="body2" sx={{ color: 'error.light', mb: 1 }}>
          {text.deleted}
        </Typography>
      )}
      {changes.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {changes.map((change) => (
            <Box
              key={change.field}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, fontSize: '0.875rem', minWidth: 0 }}
            >
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {labels[change.field] ?? (change.field || '—')}:
              </Box>
              <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
                {entry.before !== null && (
                  <Box component="del" sx={{ color: 'error.light', overflowWrap: 'anywhere' }}>
                    {valueText(change.field, change.before)}
                  </Box>
                )}
                {entry.before !== null && entry.after !== null && <span aria-hidden>←</span>}
                {entry.after !== null && (
                  <Box
                    component="ins"
                    sx={{ color: 'success.light', textDecoration: 'none', overflowWrap: 'anywhere' }}
                  >
                    {valueText(change.field, change.after)}
                  </Box>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
