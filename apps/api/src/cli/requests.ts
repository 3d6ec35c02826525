import { runOperatorCommand } from './run-operator-command.ts';

/** `npm run requests -- list|accept|reject|added` (the commands: `requests-command.ts`). */
await runOperatorCommand('requests', process.argv.slice(2));
