import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { adminMessages as text } from '../../admin-shell/index.ts';

interface LockedMarkProps {
  /** The field's label, so the unlock button says which field it frees. */
  label: string;
  /** Marked to be unlocked with the next save. */
  unlocking: boolean;
  onToggle(): void;
}

/**
 * Beside a field an operator has edited: importers and enrichment leave it alone. The button
 * gives it back to them with the next save (or takes that back).
 */
export function LockedMark({ label, unlocking, onToggle }: LockedMarkProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
      <Tooltip title={text.common.lockedHint}>
        <Box
          component="span"
          data-locked-field
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: '0.8rem',
            color: unlocking ? 'text.secondary' : 'warning.light',
            textDecoration: unlocking ? 'line-through' : 'none',
          }}
        >
          <LockRounded sx={{ fontSize: 16 }} aria-hidden />
          {text.common.lockedField}
        </Box>
      </Tooltip>
      <Button
        size="small"
        color="inherit"
        onClick={onToggle}
        aria-pressed={unlocking}
        aria-label={`${text.common.unlock}: ${label}`}
        startIcon={unlocking ? undefined : <LockOpenRounded />}
        sx={{ py: 0, minHeight: 0, fontSize: '0.8rem', color: 'text.secondary' }}
      >
        {unlocking ? text.common.cancel : text.common.unlock}
      </Button>
    </Box>
  );
}
