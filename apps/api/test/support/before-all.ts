import { afterAll, beforeAll } from 'vitest';

/**
 * Starts something in `beforeAll` of the file or describe block this is called in, and stops it
 * in `afterAll` (not when it never started). Returns a function answering the started value; it
 * throws when called before `beforeAll` has run.
 */
export function inBeforeAll<T>(
  start: () => Promise<T>,
  stop: (started: T) => Promise<void> | void = () => {},
): () => T {
  let started: { value: T } | undefined;
  beforeAll(async () => {
    started = { value: await start() };
  });
  afterAll(async () => {
    if (started) await stop(started.value);
  });
  return () => {
    if (!started) throw new Error('used before its beforeAll has run');
    return started.value;
  };
}
