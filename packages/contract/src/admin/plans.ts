import { z } from 'zod';

/** The console's plans (`/api/admin/plans`): what operators see of each plan and may change there. */

export const MIN_SCREENS = 1;
export const MAX_SCREENS = 10;

export const adminPlanFieldMessages = {
  // MIN_SCREENS to MAX_SCREENS, written out: the web app formats no number with Intl.
  screensInvalid: 'تعداد صفحه‌ها باید عددی درست از ۱ تا ۱۰ باشد.',
} as const;

export const adminPlanSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    durationDays: z.number().int().min(1),
    priceRial: z.number().int().min(0),
    active: z.boolean(),
    /** How many premium streams an account on the plan plays at once. */
    screens: z.number().int().min(MIN_SCREENS).max(MAX_SCREENS),
  })
  .meta({ id: 'AdminPlan' });
export type AdminPlan = z.infer<typeof adminPlanSchema>;

const screensSchema = z
  .number({ error: adminPlanFieldMessages.screensInvalid })
  .int(adminPlanFieldMessages.screensInvalid)
  .min(MIN_SCREENS, adminPlanFieldMessages.screensInvalid)
  .max(MAX_SCREENS, adminPlanFieldMessages.screensInvalid);

export const adminPlanUpdateSchema = z
  .strictObject({ screens: screensSchema })
  .meta({ id: 'AdminPlanUpdate' });
export type AdminPlanUpdate = z.infer<typeof adminPlanUpdateSchema>;
