import type { FastifyBaseLogger } from 'fastify';
import type { OperatorCommandContext } from '../cli/operator-command.ts';
import {
  isOperatorCommandName,
  operatorCommandNames,
  performOperatorCommand,
} from '../cli/operator-commands.ts';
import type { CommandRequest } from './operator-protocol.ts';

export type SentCommandDeps = Omit<OperatorCommandContext, 'argv' | 'cwd'> & { log: FastifyBaseLogger };

// Only a plain subcommand name is logged: later arguments may be addresses or passwords.
const loggableSubcommand = (argv: string[]) =>
  /^[a-z][a-z-]{0,30}$/.test(argv[0] ?? '') ? argv[0] : undefined;

/**
 * Runs a command an operator sent to this server, on its own database handle, exactly as the
 * command's own process would (`performOperatorCommand`): its output goes to the operator's
 * streams in `deps`. Resolves with the exit code.
 */
export async function runSentCommand(request: CommandRequest, deps: SentCommandDeps): Promise<number> {
  const { log, ...context } = deps;
  if (!isOperatorCommandName(request.command)) {
    context.stderr.write(
      `Unknown operator command: ${request.command} (this server takes ${operatorCommandNames.join(', ')}).\n`,
    );
    return 1;
  }
  const about = { command: request.command, subcommand: loggableSubcommand(request.argv) };
  const startedAt = performance.now();
  log.info(about, 'operator command started');
  const exitCode = await performOperatorCommand(request.command, {
    ...context,
    argv: request.argv,
    cwd: request.cwd,
  });
  log.info(
    { ...about, exitCode, ms: Math.round(performance.now() - startedAt) },
    'operator command finished',
  );
  return exitCode;
}
