/**
 * A value built the first time it is asked for, then kept. For costly objects such as Intl
 * formatters (each loads ICU locale data) that a page may never need.
 */
export function lazyValue<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}
