import { runOperatorCommand } from './operator-command.ts';
import { runRequestsCommand } from './requests-command.ts';

/** `npm run requests -- list|accept|reject|added` (the commands: `requests-command.ts`). */
await runOperatorCommand((db) => runRequestsCommand(db, process.argv.slice(2)));
