import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime } from '../lib/format-date-time.ts';
import { adminMessages } from '../messages.ts';

const text = adminMessages.common;

interface RecordFactsProps {
  /** Label and value pairs; a null value is left out. */
  facts: Array<[string, string | null]>;
  createdAt: string;
  updatedAt: string;
}

/** The read-only facts of a record above its form: ids, other names, when it was added and last changed. */
export function RecordFacts({ facts, createdAt, updatedAt }: RecordFactsProps) {
  const shown = [
    ...facts,
    [text.created, formatJalaliDateTime(createdAt)],
    [text.updated, formatJalaliDateTime(updatedAt)],
  ].filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, mb: 2.5 }}>
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 0.75, minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
