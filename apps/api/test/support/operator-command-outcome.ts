/**
 * An operator command's function run in this process, reported as `runOperatorCommand` would
 * end: what it prints and exit code 0, or its error line and exit code 1. Spawning `npm run …`
 * costs seconds a command; the entry files only hand argv to these functions.
 */
export async function operatorCommandOutcome(command: () => Promise<string>) {
  try {
    return { code: 0, stdout: await command(), stderr: '' };
  } catch (error) {
    return { code: 1, stdout: '', stderr: error instanceof Error ? error.message : String(error) };
  }
}
