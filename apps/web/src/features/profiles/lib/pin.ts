import type { Profile } from '@pardeh/contract';

/** The digits as typed, Persian or Arabic-Indic ones read as Latin (the server does the same). */
export const latinDigits = (text: string): string =>
  text.replace(/[۰-۹٠-٩]/g, (digit) => String(digit.charCodeAt(0) % 16));

/** A PIN as the server takes it: exactly 4 digits, after reading Persian ones. */
export const isPin = (text: string): boolean => /^[0-9]{4}$/.test(latinDigits(text.trim()));

/**
 * Whether choosing `target` asks for a PIN (the server's rule): its own PIN, or, leaving a kids'
 * profile for an adult one, any PIN the account has.
 */
export function needsPin(active: Profile, target: Profile, profiles: Profile[]): boolean {
  if (target.id === active.id) return false;
  if (target.hasPin) return true;
  return active.kind === 'kids' && target.kind === 'adult' && profiles.some((profile) => profile.hasPin);
}
