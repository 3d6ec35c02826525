import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { GIFT_MESSAGE_MAX_LENGTH } from '@pardeh/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '../../../lib/form-input.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { buyGift } from '../api/buy-gift.ts';
import { usePlans } from '../api/get-plans.ts';
import {
  checkGiftForm,
  firstFieldErrors,
  type GiftFormField,
  type GiftFormValues,
  giftFormFields,
} from '../lib/gift-form.ts';
import { useCheckout } from '../lib/use-checkout.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { CheckoutGateway } from './checkout-gateway.tsx';
import { PlanPicker } from './plan-picker.tsx';

/**
 * Buying a gift: the plan (from `?plan=`, else the highlighted one), the recipient's email and a
 * message, then the same gateway as joining. Checked with the API's schema before sending; the
 * server's 422 messages land under the same fields.
 */
export function GiftForm({ initialPlanId }: { initialPlanId: number | null }) {
  const plans = usePlans();
  const checkout = useCheckout();
  const [values, setValues] = useState<Omit<GiftFormValues, 'planId'>>({ recipientEmail: '', message: '' });
  const [pickedPlan, setPickedPlan] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<GiftFormField, string>>>({});
  const defaultPlan =
    plans.data?.find((plan) => plan.id === initialPlanId) ??
    plans.data?.find((plan) => plan.highlighted) ??
    plans.data?.[0];
  const planId = pickedPlan ?? (defaultPlan ? String(defaultPlan.id) : '');

  const clear = (name: GiftFormField) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  const set =
    (name: 'recipientEmail' | 'message') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkGiftForm({ ...values, planId });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form, giftFormFields, checked.fieldErrors);
      return;
    }
    const failure = await checkout.start((gateway) => buyGift({ ...checked.data, gateway }));
    // A 422 names the fields it refused.
    const refused = firstFieldErrors(giftFormFields, failure?.errors);
    setErrors(refused);
    focusFirstInvalid(form, giftFormFields, refused);
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="gift-form-title"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <PlanPicker
        plans={plans.data}
        value={planId}
        error={errors.planId}
        onChange={(event) => {
          setPickedPlan(event.target.value);
          clear('planId');
        }}
      />
      <TextField
        name="recipientEmail"
        id="gift-recipientEmail"
        type="email"
        label={text.gift.recipientEmail}
        value={values.recipientEmail}
        onChange={set('recipientEmail')}
        error={Boolean(errors.recipientEmail)}
        helperText={errors.recipientEmail}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        name="message"
        id="gift-message"
        label={text.gift.message}
        value={values.message}
        onChange={set('message')}
        error={Boolean(errors.message)}
        helperText={
          errors.message ??
          text.gift.messageHint(formatNumber(values.message.length), formatNumber(GIFT_MESSAGE_MAX_LENGTH))
        }
        multiline
        minRows={3}
        fullWidth
      />
      <CheckoutGateway checkout={checkout} />
      <Box>
        <CheckoutButton busy={checkout.busy} disabled={!plans.data || !checkout.canPay}>
          {checkout.busy ? text.gift.submitting : text.gift.submit}
        </CheckoutButton>
      </Box>
    </Box>
  );
}
