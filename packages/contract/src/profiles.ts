import { z } from 'zod';
import { userSchema } from './user.ts';

/** At most this many profiles per account. */
export const MAX_PROFILES = 5;

export const profileKinds = ['adult', 'kids'] as const;
export const profileKindSchema = z.enum(profileKinds).meta({ id: 'ProfileKind' });
export type ProfileKind = z.infer<typeof profileKindSchema>;

/** The avatars shipped with the web app (`apps/web/public/avatars/<key>.svg`). */
export const profileAvatars = [
  'sun',
  'moon',
  'star',
  'leaf',
  'wave',
  'mountain',
  'cat',
  'fish',
  'rocket',
  'flower',
] as const;
export const profileAvatarSchema = z.enum(profileAvatars).meta({ id: 'ProfileAvatar' });
export type ProfileAvatar = z.infer<typeof profileAvatarSchema>;

/**
 * The maturity levels a kids' profile may have: the oldest age rating it may watch (a title rated
 * for 12 and up is allowed at 12). A new kids' profile gets DEFAULT_KIDS_MATURITY_AGE.
 */
export const kidsMaturityAges = [3, 7, 12, 15] as const;
export const DEFAULT_KIDS_MATURITY_AGE = 12;
const maturityAgeSchema = z
  .number()
  .int()
  .refine((age) => (kidsMaturityAges as readonly number[]).includes(age), {
    message: 'سن مجاز باید یکی از ۳، ۷، ۱۲ یا ۱۵ باشد.',
  });

const profileNameSchema = z
  .string()
  .trim()
  .min(1, 'نام نمایه را بنویسید.')
  .max(40, 'نام نمایه حداکثر ۴۰ نویسه است.');

/** Persian (and Arabic-Indic) digits as typed on a Persian keyboard, read as Latin ones. */
const latinDigits = (text: string) => text.replace(/[۰-۹٠-٩]/g, (digit) => String(digit.charCodeAt(0) % 16));

/** A 4-digit PIN, Persian or Latin digits. */
export const profilePinSchema = z
  .string()
  .transform((pin) => latinDigits(pin.trim()))
  .pipe(z.string().regex(/^[0-9]{4}$/, 'رمز نمایه باید ۴ رقم باشد.'));

export const profileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: profileAvatarSchema,
    kind: profileKindSchema,
    /** The oldest age rating a kids' profile may watch; null for adults. */
    maturityAge: z.number().int().nullable(),
    /** Whether choosing this profile asks for its PIN. */
    hasPin: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** `POST /api/user/profiles`. A kids' profile without maturityAge gets DEFAULT_KIDS_MATURITY_AGE. */
export const createProfileBodySchema = z
  .object({
    name: profileNameSchema,
    avatar: profileAvatarSchema,
    kind: profileKindSchema.default('adult'),
    maturityAge: maturityAgeSchema.optional(),
  })
  .refine((body) => body.kind === 'kids' || body.maturityAge === undefined, {
    path: ['maturityAge'],
    message: 'سن مجاز فقط برای نمایه کودک است.',
  })
  .meta({ id: 'CreateProfileBody' });
export type CreateProfileBody = z.input<typeof createProfileBodySchema>;

/** `PATCH /api/user/profiles/{id}`: any of name, avatar, and a kids' profile's maturity age. */
export const updateProfileBodySchema = z
  .object({
    name: profileNameSchema.optional(),
    avatar: profileAvatarSchema.optional(),
    maturityAge: maturityAgeSchema.optional(),
  })
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** `PUT /api/user/profiles/{id}/pin`: sets (or replaces) an adult profile's PIN. */
export const setProfilePinBodySchema = z.object({ pin: profilePinSchema }).meta({ id: 'SetProfilePinBody' });
export type SetProfilePinBody = z.input<typeof setProfilePinBodySchema>;

/** `POST /api/user/profiles/{id}/select`: the PIN when the switch needs one. */
export const selectProfileBodySchema = z
  .object({ pin: profilePinSchema.optional() })
  .meta({ id: 'SelectProfileBody' });
export type SelectProfileBody = z.input<typeof selectProfileBodySchema>;

/** The account's profiles and the session's active one. */
export const profilesStateSchema = z
  .object({ active: profileSchema, profiles: z.array(profileSchema) })
  .meta({ id: 'ProfilesState' });
export type ProfilesState = z.infer<typeof profilesStateSchema>;

/** `GET /api/user`: the user, the session's active profile and the account's profiles. */
export const currentUserSchema = userSchema
  .extend({ profile: profileSchema, profiles: z.array(profileSchema) })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;
