import { outageBackoff } from './outage';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** What Node's sockets throw: the code and the system call that failed. */
const socketError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, syscall });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['nothing listens', socketError('ECONNREFUSED', 'connect')],
    ['the connection was cut', socketError('ECONNRESET', 'read')],
    ['the host cannot be reached', socketError('EHOSTUNREACH', 'connect')],
    [
      'pg_terminate_backend',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash shutdown', withCode('57P02')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['a connection that cannot be made', withCode('08001')],
    ['too many connections', withCode('53300')],
    ['SQLite still locked after busy_timeout', withCode('SQLITE_BUSY', 'database is locked')],
    ['SQLite busy in a snapshot', withCode('SQLITE_BUSY_SNAPSHOT')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('looks inside an AggregateError (IPv6 then IPv4) and a SecurityError around the lookup', () => {
    const refused = socketError('ECONNREFUSED', 'connect');
    const aggregate = Object.assign(new AggregateError([refused, refused]), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
    const security = Object.assign(new Error('None of the security schemes...'), {
      name: 'Unauthorized',
      statusCode: 401,
      errors: [withCode('57P01')],
    });
    expect(isDatabaseUnavailable(security)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601', 'syntax error at or near')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a client that hung up mid-body', withCode('ECONNRESET', 'aborted')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('outageBackoff', () => {
  const quietLog = () => ({ warn: jest.fn(), error: jest.fn(), info: jest.fn() });

  it('waits 1 s doubling to 10 s and logs the start and the end of an outage once each', () => {
    const log = quietLog();
    const outage = outageBackoff('worker', log);
    const refused = socketError('ECONNREFUSED', 'connect');
    const waits = Array.from({ length: 7 }, () => outage.failed(refused));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    outage.succeeded();
    outage.succeeded();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(outage.failed(refused)).toBe(1000);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failure that is not an outage as an error', () => {
    const log = quietLog();
    outageBackoff('worker', log).failed(new Error('relation "jobs" does not exist'));
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
