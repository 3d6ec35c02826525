import { optionalText } from '../../../lib/form-input.ts';

/** The gift form as typed, in the order it shows; the gateway comes from the shared choice. */
export interface GiftFormValues {
  /** The plan picked, as its radio value; empty until the buyer picks one (the default plan goes). */
  planId: string;
  recipientEmail: string;
  message: string;
}

/** The body the gift schema checks: the plan as a number, an empty message left out. */
export const buildGiftBody = (values: GiftFormValues): unknown => ({
  planId: values.planId ? Number(values.planId) : undefined,
  recipientEmail: values.recipientEmail.trim(),
  message: optionalText(values.message),
});
