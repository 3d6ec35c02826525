import { runOperatorCommand } from './run-operator-command.ts';

/** `npm run users -- create|promote|login-link` (the commands: `users-command.ts`). */
await runOperatorCommand('users', process.argv.slice(2));
