import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { redeemBodySchema } from '@pardeh/contract';
import { useState } from 'react';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { useRedeemGiftCode } from '../api/redeem-gift-code.ts';

type Outcome = { severity: 'success' | 'error'; message: string };

/**
 * Redeeming a gift code: typed any way people type it (the contract normalises it), checked before
 * sending; the server's Persian 422 (unknown, used or expired) or 429 shows above the field.
 */
export function RedeemForm() {
  const form = useApiForm({ schema: redeemBodySchema, defaultValues: { code: '' } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const redeem = useRedeemGiftCode();

  const submit = form.onSubmit(
    async (body) => {
      const result = await redeem.mutateAsync(body);
      form.form.reset();
      setOutcome({
        severity: 'success',
        message: text.gift.redeemed(result.planName, formatJalaliDate(result.premium.expiresAt ?? '')),
      });
    },
    // The server's sentence shows above the field even when it also stands under it.
    (_error, message) => setOutcome({ severity: 'error', message }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        setOutcome(null);
        void submit(event);
      }}
      aria-labelledby="redeem-title"
      sx={{ display: 'grid', gap: 2 }}
    >
      {outcome && (
        <Alert
          severity={outcome.severity}
          variant="outlined"
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          data-redeem-outcome={outcome.severity}
          onClose={() => setOutcome(null)}
          sx={{ borderRadius: 2 }}
        >
          {outcome.message}
        </Alert>
      )}
      <Box
        sx={{ display: 'flex', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start' }}
      >
        <FormTextField
          form={form}
          name="code"
          id="redeem-code"
          label={text.gift.code}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          loading={form.pending}
          loadingPosition="start"
          sx={{
            minHeight: 56,
            px: 3,
            borderRadius: 2,
            fontWeight: 700,
            whiteSpace: 'nowrap',
            flexShrink: 0,
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {form.pending ? text.gift.redeeming : text.gift.redeem}
        </Button>
      </Box>
    </Box>
  );
}
