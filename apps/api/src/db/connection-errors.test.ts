import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

const pgError = (code: string, message = 'from the server') =>
  Object.assign(new Error(message), { code });
/** How Drizzle hands the driver's error on: wrapped, as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated connection (57P01) inside a failed query', wrapped(pgError('57P01'))],
    ['a crash shutdown (57P02)', pgError('57P02')],
    ['a server still starting (57P03)', wrapped(pgError('57P03'))],
    ['too many connections (53300)', pgError('53300')],
    ['a connection exception (08006)', wrapped(pgError('08006'))],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket under a query', wrapped(pgError('ECONNRESET', 'read ECONNRESET'))],
    [
      'every address refused',
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], 'connect failed'),
    ],
    ['a connection ended under a query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a closed embedded database', new Error('PGlite is closed')],
  ])('says yes to %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505', 'duplicate key value'))],
    ['a syntax error', pgError('42601')],
    ['a plain error', new Error('something else')],
    ['nothing at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('says no to %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
