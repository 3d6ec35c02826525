import { authFieldMessages, passwordMatchesEmail } from '@pardeh/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';

/**
 * zxcvbn's score 2 means "somewhat guessable" (about 10⁶ guesses or more): below it are the
 * common passwords of its list (password1, qwerty123, iloveyou…), keyboard walks, repeats and
 * sequences, and dictionary words with a digit tacked on.
 */
const MIN_SCORE = 2;

/** Words a guesser of this site's passwords tries first, beside the user's own name and address. */
const SITE_WORDS = ['pardeh', 'پرده'];

let estimator: Promise<ZxcvbnFactory> | undefined;

// Loaded on first use: the dictionaries take ~0.4 s to load and rank, which start-up need not pay.
const loadEstimator = async (): Promise<ZxcvbnFactory> => {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
};

export interface PasswordOwner {
  /** Null for a number account (it sets a password after adding an address). */
  email: string | null;
  name?: string;
}

/** Whether a password is among the easily guessed ones, given what is known of its owner. */
export async function isGuessablePassword(password: string, owner: PasswordOwner): Promise<boolean> {
  const email = owner.email ?? '';
  if (passwordMatchesEmail(password, email)) return true;
  estimator ??= loadEstimator();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  const userInputs = [email, localPart, owner.name ?? '', ...SITE_WORDS].filter(Boolean);
  return (await estimator).check(password.normalize('NFKC'), userInputs).score < MIN_SCORE;
}

/**
 * Refuses a new password the contract's cheap rules let through: the account's own address (the
 * change-password form has no email field to compare with) and common or easily guessed ones, as
 * a 422 on `field`, the way the contract reports its own rules.
 */
export async function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const message = passwordMatchesEmail(password, owner.email ?? '')
    ? authFieldMessages.passwordEqualsEmail
    : (await isGuessablePassword(password, owner))
      ? messages.passwords.tooCommon
      : null;
  if (message) throw new HttpError(422, message, { [field]: [message] });
}
