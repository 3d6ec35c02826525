import { runOperatorCommand } from './operator-command.ts';
import { runPaymentsCommand } from './payments-command.ts';

/** `npm run payments -- reconcile|list|show` (the commands: `payments-command.ts`). */
await runOperatorCommand((db, config) => runPaymentsCommand(db, config, process.argv.slice(2)));
