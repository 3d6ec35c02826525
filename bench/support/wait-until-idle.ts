import fs from 'node:fs';
import type { ServerProcess } from '../../apps/api/test/support/run-server-process.ts';

/** CPU time (user + system) a process has used so far, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

// The server starts building its most-voted title pages 5 s after it starts serving.
const WARM_UP_STARTS_WITHIN_MS = 7_000;

/**
 * Waits until the server's start-up work (building the most-voted title pages in the background)
 * is over: under 5 % of a core over a second, once that work has had time to begin. Measuring
 * during it would measure two things.
 */
export async function waitUntilIdle(server: ServerProcess, timeoutMs = 180_000): Promise<void> {
  const pid = server.child.pid;
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return;
  const earliest = Date.now() + WARM_UP_STARTS_WITHIN_MS;
  const deadline = Date.now() + timeoutMs;
  let before = cpuTicks(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = cpuTicks(pid);
    // Ticks are 1/100 s: 5 ticks in a second is 5 % of a core.
    if (after - before <= 5 && Date.now() >= earliest) return;
    before = after;
  }
  throw new Error(`the API process ${pid} was still busy after ${timeoutMs / 1000} s`);
}
