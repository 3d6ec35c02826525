import { type SerializedError, stdSerializers } from 'pino';

/**
 * Errors reach the log with their whole cause chain, and a failed Drizzle query carries its
 * parameters (a password hash, a gift code, a token hash) as a property and inside its message
 * and stack. This serializer logs the query but never its parameters, and hides the values a
 * PostgreSQL constraint error quotes (`Key (code)=(…) already exists`).
 */
export function errorLogSerializer(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  // Not an error after all (something logged a plain value as `err`): nothing of Drizzle's in it.
  if (!serialized || typeof serialized !== 'object') return serialized;
  const parameterLists = parametersInChain(error);
  const redact = (text: string) => {
    let result = text;
    for (const params of parameterLists)
      result = result.split(`params: ${params}`).join('params: [redacted]');
    return result.replace(/(Key \([^)]*\)=\().*?(\) )/g, '$1[redacted]$2');
  };
  const fields = serialized as unknown as Record<string, unknown>;
  delete fields.params;
  for (const key of ['message', 'stack', 'detail']) {
    const value = fields[key];
    if (typeof value === 'string') fields[key] = redact(value);
  }
  return serialized;
}

/** The `params` of every error in the cause chain, as Drizzle wrote them into its message. */
function parametersInChain(error: unknown): string[] {
  const lists: string[] = [];
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) lists.push(String(params));
    current = (current as { cause?: unknown }).cause;
  }
  return lists;
}
