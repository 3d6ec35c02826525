import { runOperatorCommand } from './run-operator-command.ts';

/** `npm run catalog -- import|seed|enrich` (the commands: `catalog-command.ts`). */
await runOperatorCommand('catalog', process.argv.slice(2));
