import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { messages } from '../../../messages/index.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { useRedeemGiftCode } from '../api/redeem-gift-code.ts';
import { checkRedeemCode } from '../lib/gift-form.ts';

type Outcome = { severity: 'success' | 'error'; message: string };

/**
 * Redeeming a gift code: typed any way people type it (the contract normalises it), checked before
 * sending; the server's Persian 422 (unknown, used or expired) or 429 shows above the field.
 */
export function RedeemForm() {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const redeem = useRedeemGiftCode();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (redeem.isPending) return;
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement | null;
    setOutcome(null);
    const checked = checkRedeemCode(code);
    if (!checked.ok) {
      setFieldError(checked.fieldErrors.code);
      input?.focus();
      return;
    }
    try {
      const result = await redeem.mutateAsync(checked.data);
      setCode('');
      setFieldError(undefined);
      setOutcome({
        severity: 'success',
        message: text.gift.redeemed(result.planName, formatJalaliDate(result.premium.expiresAt ?? '')),
      });
    } catch (error) {
      setFieldError(error instanceof ApiError ? error.errors?.code?.[0] : undefined);
      setOutcome({
        severity: 'error',
        message: error instanceof Error ? error.message : messages.errors.unexpected,
      });
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
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
        <TextField
          name="code"
          id="redeem-code"
          label={text.gift.code}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(undefined);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          loading={redeem.isPending}
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
          {redeem.isPending ? text.gift.redeeming : text.gift.redeem}
        </Button>
      </Box>
    </Box>
  );
}
