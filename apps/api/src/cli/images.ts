import { runOperatorCommand } from './run-operator-command.ts';

/** `npm run images -- status|retry` (the commands: `images-command.ts`). */
await runOperatorCommand('images', process.argv.slice(2));
