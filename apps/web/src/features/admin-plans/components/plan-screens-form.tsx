import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type AdminPlan, adminPlanUpdateSchema } from '@pardeh/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { latinDigits } from '../../../lib/form-input.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { useAdminToast } from '../../admin-shell/index.ts';
import { useUpdateAdminPlan } from '../api/update-plan.ts';
import { adminPlansMessages as text } from '../messages.ts';

/**
 * One plan's screens: a number field (Persian or Latin digits) checked with the contract's schema
 * before it is sent, and the server's sentence when it refuses.
 */
export function PlanScreensForm({ plan }: { plan: AdminPlan }) {
  const [value, setValue] = useState(() => formatNumber(plan.screens));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAdminPlan();
  const toast = useAdminToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = latinDigits(value).trim();
    const checked = adminPlanUpdateSchema.safeParse({ screens: /^\d+$/.test(typed) ? Number(typed) : typed });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate(
      { id: plan.id, ...checked.data },
      {
        onSuccess: (saved) => {
          setValue(formatNumber(saved.screens));
          toast(text.saved(saved.name));
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : null),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': text.screensOf(plan.name),
            'data-plan-screens': plan.id,
          },
        }}
        sx={{ width: 96 }}
      />
      <Button type="submit" variant="outlined" disabled={update.isPending}>
        {text.save}
      </Button>
    </Box>
  );
}
