import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../http/error-answer';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a cancelled statement (statement timeout)', withCode('canceling statement due to statement timeout', '57014')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['no pool connection in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped driver error', new QueryFailedError('SELECT 1', [], withCode('terminating connection', '57P01'))],
    ['a transaction whose connection the server closed', new QueryRunnerProviderAlreadyReleasedError()],
    ['a query runner released when its connection closed', new QueryRunnerAlreadyReleasedError()],
    ['several refused addresses', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')])],
  ])('knows %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key', '23505'))],
    ['a raised exception', withCode('failed on purpose', 'P0001')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 with the error shape, not 500', () => {
    const answer = errorAnswer(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: expect.stringMatching(/database is unavailable/), code: 'SERVICE_UNAVAILABLE' });
    expect(answer.headers['Retry-After']).toBe('5');
    expect(errorAnswer(new TypeError('x')).status).toBe(500);
  });
});
