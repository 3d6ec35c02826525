import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';

const withCode = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    [
      'a refused connection to every address tried',
      new AggregateError([withCode('ECONNREFUSED')], 'connect'),
    ],
    ['a session ended by the server shutting down', withCode('57P01')],
    ['a server starting up', withCode('57P03')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a connection failure (class 08)', withCode('08006')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a connection that never answered',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated'),
      }),
    ],
    ['a query the client gave up on', new Error('Query read timeout')],
    ['a closed embedded database', new Error('PGlite is closed')],
    ["Drizzle's wrapper around any of them", new DrizzleQueryError('select 1', [], withCode('57P01'))],
    [
      'a wrapper of a wrapper',
      new Error('outer', { cause: new DrizzleQueryError('select 1', [], withCode('ECONNRESET')) }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error, wrapped by Drizzle', new DrizzleQueryError('selec 1', [], withCode('42601'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['a non-error', 'ECONNREFUSED'],
    ['nothing', null],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cause that refers back to itself', () => {
    const error: Error & { cause?: unknown } = new Error('loop');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
