import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailSchema, nameSchema, newPasswordSchema } from '@pardeh/contract';
import type { z } from 'zod';
import { findUserByEmail } from '../accounts/find-user.ts';
import { issueLoginToken } from '../accounts/issue-login-token.ts';
import { promoteUser } from '../accounts/promote-user.ts';
import { createUser } from '../accounts/register-user.ts';
import type { Database } from '../db/client.ts';
import { UsageError } from './operator-command.ts';

const usage = `Usage: npm run users -- <command> <email> [options]

  create <email> [--name <name>] [--password <password>]
      Creates an account. Without --password, a random password is generated and printed once
      (a password given on the command line stays in the shell's history).
  promote <email>
      Makes the account an administrator.
  login-link <email>
      Prints a single-use sign-in link, valid for 60 minutes.`;

function valid<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new UsageError(`Invalid ${label}: ${result.error.issues[0]?.message ?? 'invalid'}`);
}

/** `npm run users -- create|promote|login-link`: accounts for operators; returns what to print. */
export async function runUsersCommand(db: Database, publicUrl: string, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, password: { type: 'string' } },
  });
  const [command, rawEmail, ...extra] = positionals;
  if (!command || !rawEmail || extra.length > 0) throw new UsageError(usage);
  const email = valid(emailSchema, rawEmail, 'email');

  if (command === 'create') {
    if (await findUserByEmail(db, email)) throw new UsageError(`An account with ${email} already exists.`);
    const name = valid(
      nameSchema,
      values.name ?? (email.split('@')[0] ?? '').slice(0, 50).padEnd(2, '_'),
      'name',
    );
    const password = valid(
      newPasswordSchema,
      values.password ?? randomBytes(12).toString('base64url'),
      'password',
    );
    const user = await createUser(db, { name, email, password });
    const shown = values.password ? '' : `\nPassword (shown once, not stored): ${password}`;
    return `Created account ${user.id} for ${user.email}.${shown}`;
  }
  if (command === 'promote') {
    const user = await promoteUser(db, email);
    if (!user) throw new UsageError(`No account with ${email}.`);
    return `${user.email} is now an administrator.`;
  }
  if (command === 'login-link') {
    const user = await findUserByEmail(db, email);
    if (!user) throw new UsageError(`No account with ${email}.`);
    const { url } = await issueLoginToken(db, user.id, publicUrl);
    return `Single-use sign-in link for ${user.email} (valid for 60 minutes):\n${url}`;
  }
  throw new UsageError(usage);
}
