import { runOperatorCommand } from './operator-command.ts';
import { runPlansCommand } from './plans-command.ts';

/** `npm run plans -- list|add|update|deactivate` (the commands: `plans-command.ts`). */
await runOperatorCommand((db) => runPlansCommand(db, process.argv.slice(2)));
