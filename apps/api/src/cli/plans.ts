import { runOperatorCommand } from './run-operator-command.ts';

/** `npm run plans -- list|add|update|deactivate` (the commands: `plans-command.ts`). */
await runOperatorCommand('plans', process.argv.slice(2));
