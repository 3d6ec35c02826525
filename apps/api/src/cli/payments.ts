import { runOperatorCommand } from './run-operator-command.ts';

/** `npm run payments -- reconcile|list|show` (the commands: `payments-command.ts`). */
await runOperatorCommand('payments', process.argv.slice(2));
