import { runOperatorCommand } from './operator-command.ts';
import { runUsersCommand } from './users-command.ts';

/** `npm run users -- create|promote|login-link` (the commands: `users-command.ts`). */
await runOperatorCommand((db, config) => runUsersCommand(db, config.publicUrl, process.argv.slice(2)));
