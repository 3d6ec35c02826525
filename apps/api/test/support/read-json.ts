import type { ErrorBody } from '@pardeh/contract';

/** The parsed JSON body of a response, typed as the test expects it (an API error by default). */
export async function readJson<T = ErrorBody>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
