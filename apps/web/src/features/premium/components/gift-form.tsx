import Box from '@mui/material/Box';
import { GIFT_MESSAGE_MAX_LENGTH, giftBodySchema } from '@pardeh/contract';
import { useController, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useApiForm } from '../../../hooks/use-api-form.ts';
import { formatNumber } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { buyGift } from '../api/buy-gift.ts';
import { usePlans } from '../api/get-plans.ts';
import { buildGiftBody } from '../lib/gift-form.ts';
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
  const defaultPlan =
    plans.data?.find((plan) => plan.id === initialPlanId) ??
    plans.data?.find((plan) => plan.highlighted) ??
    plans.data?.[0];
  const form = useApiForm({
    schema: giftBodySchema,
    defaultValues: { planId: '', recipientEmail: '', message: '' },
    // Until the buyer picks a plan, the default one goes.
    toBody: (values) =>
      buildGiftBody({ ...values, planId: values.planId || (defaultPlan ? String(defaultPlan.id) : '') }),
  });
  const picked = useController({ control: form.form.control, name: 'planId' });
  const message = useWatch({ control: form.form.control, name: 'message' });
  const planId = picked.field.value || (defaultPlan ? String(defaultPlan.id) : '');

  const submit = form.onSubmit(
    async (body) => {
      const failure = await checkout.start((gateway) => buyGift({ ...body, gateway }));
      if (failure) throw failure;
    },
    // The checkout says why it failed beside the gateway choice; a 422's fields are under theirs.
    () => {},
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="gift-form-title"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <PlanPicker
        plans={plans.data}
        value={planId}
        error={picked.fieldState.error?.message}
        onChange={(event) => form.change('planId', event.target.value)}
      />
      <FormTextField
        form={form}
        name="recipientEmail"
        id="gift-recipientEmail"
        type="email"
        label={text.gift.recipientEmail}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <FormTextField
        form={form}
        name="message"
        id="gift-message"
        label={text.gift.message}
        helperText={text.gift.messageHint(
          formatNumber(message.length),
          formatNumber(GIFT_MESSAGE_MAX_LENGTH),
        )}
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
