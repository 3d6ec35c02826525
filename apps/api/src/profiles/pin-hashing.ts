import { hashPassword, verifyPassword } from '../accounts/passwords.ts';

/**
 * A profile's PIN is hashed as passwords are (argon2id on the password threads): four digits are
 * only 10,000 values, so no hash keeps a stolen table's PINs secret for long, and the real guard
 * is the server's limit on tries (check-profile-pin.ts). Reusing the password hasher keeps the
 * PIN out of the table in plain sight at no new machinery; its ~30 ms per check is nothing at the
 * rate a person types PINs.
 */
export const hashPin = (pin: string): Promise<string> => hashPassword(pin);

export const pinMatches = (pin: string, pinHash: string): Promise<boolean> => verifyPassword(pin, pinHash);
