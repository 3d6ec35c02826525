import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own figures (CPU, memory, event-loop lag, garbage collection, handles), from
 * prom-client's default collectors. They describe the process, not one server in it, and their
 * collectors (an event-loop monitor, a GC observer) cannot be stopped, so they are set up once per
 * process and shared by every server in it (tests build many).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
