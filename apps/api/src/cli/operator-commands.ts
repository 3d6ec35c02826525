import type { OperatorCommand, OperatorCommandContext } from './operator-command.ts';

/**
 * Every operator command by its `npm run` name. An entry file (`cli/users.ts`) runs one in its own
 * process; the server runs the same function for a command sent to it (`operator/`). Each loads
 * its module when first run, so neither pays for the others at start-up.
 */
const operatorCommands = {
  users: async ({ database, config, argv }) =>
    (await import('./users-command.ts')).runUsersCommand(database.db, config.publicUrl, argv),
  requests: async ({ database, argv }) =>
    (await import('./requests-command.ts')).runRequestsCommand(database.db, argv),
  plans: async ({ database, argv }) =>
    (await import('./plans-command.ts')).runPlansCommand(database.db, argv),
  payments: async ({ database, config, argv, stderr }) =>
    (await import('./payments-command.ts')).runPaymentsCommand(database.db, config, argv, stderr),
  images: async ({ database, argv }) =>
    (await import('./images-command.ts')).runImagesCommand(database.db, argv),
  catalog: async (context) => (await import('./catalog-command.ts')).runCatalogCommand(context),
} satisfies Record<string, OperatorCommand>;

export type OperatorCommandName = keyof typeof operatorCommands;

export const operatorCommandNames = Object.keys(operatorCommands) as OperatorCommandName[];

export const isOperatorCommandName = (name: string): name is OperatorCommandName =>
  Object.hasOwn(operatorCommands, name);

/**
 * Runs one command to its end: what it returns goes to its stdout, a failure's message to its
 * stderr. Resolves with the exit code, 0 or 1; never rejects.
 */
export async function performOperatorCommand(
  name: OperatorCommandName,
  context: OperatorCommandContext,
): Promise<number> {
  try {
    const answer = await operatorCommands[name](context);
    if (answer !== undefined) context.stdout.write(`${answer}\n`);
    return 0;
  } catch (error) {
    context.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
