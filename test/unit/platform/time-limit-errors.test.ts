import { expect } from 'chai';
import { DatabaseError } from 'sequelize';
import { DeadlinePassed } from '../../../src/platform/db/request-deadline.js';
import { toErrorResponse } from '../../../src/platform/http/middleware/error-handler.js';
import { PARTLY_SAVED } from '../../../src/platform/http/middleware/time-limit-errors.js';

/** A pg error as Sequelize wraps it (the SQLSTATE on `parent`). */
const pgError = (code: string, message: string) => new DatabaseError(Object.assign(new Error(message), { code, sql: 'SELECT 1' }) as never);
const write = { expiredBy: null, changedData: false, write: true } as const;
const read = { expiredBy: null, changedData: false, write: false } as const;

/** Time limits answer 503 in the error format, never 500 (docs/operations.md "Time limits"). */
describe('the error contract: time limits', () => {
  it('a statement cancelled (statement_timeout or the deadline) is 503 SERVICE.TIMED_OUT: nothing was changed', () => {
    const { status, body } = toErrorResponse(pgError('57014', 'canceling statement due to statement timeout'), 'req-1', write);
    expect(status).to.equal(503);
    expect(body).to.deep.equal({ errorMessage: 'This took too long, so nothing was changed. Try again in a moment.', code: 'SERVICE.TIMED_OUT', requestId: 'req-1' });
  });

  it('a lock wait past lock_timeout is 503 SERVICE.BUSY', () => {
    const { status, body } = toErrorResponse(pgError('55P03', 'canceling statement due to lock timeout'), 'req-2', write);
    expect(status).to.equal(503);
    expect(body).to.deep.equal({ errorMessage: 'Your data is busy with another change, so nothing was changed. Try again in a moment.', code: 'SERVICE.BUSY', requestId: 'req-2' });
  });

  it('a transaction the server ended for idling is 503 SERVICE.TIMED_OUT, also as the bare driver error', () => {
    const bare = Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03' });
    expect(toErrorResponse(bare, 'r', write)).to.deep.include({ status: 503 });
    expect(toErrorResponse(bare, 'r', write).body.code).to.equal('SERVICE.TIMED_OUT');
  });

  it('the request deadline is 503 SERVICE.TIMED_OUT, worded for a read without "nothing was changed"', () => {
    const { status, body } = toErrorResponse(new DeadlinePassed('deadline'), 'r', { ...read, expiredBy: 'deadline' });
    expect(status).to.equal(503);
    expect(body).to.include({ code: 'SERVICE.TIMED_OUT', errorMessage: 'This took too long. Try again in a moment.' });
  });

  it('once the deadline has passed, any other failure of the request is the deadline\'s 503, not a 500', () => {
    const { status, body } = toErrorResponse(new Error('Transaction cannot be rolled back because it has been finished'), 'r', { ...write, expiredBy: 'deadline' });
    expect(status).to.equal(503);
    expect(body.code).to.equal('SERVICE.TIMED_OUT');
  });

  it('a request stopped by the shutdown is 503 SERVICE.STOPPING, whatever the error it ended with', () => {
    const cancelled = toErrorResponse(pgError('57014', 'canceling statement due to user request'), 'r', { ...write, expiredBy: 'shutdown' });
    expect(cancelled).to.deep.equal({ status: 503, body: { errorMessage: 'The service is restarting, so nothing was changed. Try again in a moment.', code: 'SERVICE.STOPPING', requestId: 'r' } });
    expect(toErrorResponse(new DeadlinePassed('shutdown'), 'r').body.code).to.equal('SERVICE.STOPPING');
  });

  it('says part of the change may have been saved when the request had already committed some of it', () => {
    const { status, body } = toErrorResponse(pgError('57014', 'canceling statement due to statement timeout'), 'r', { ...write, changedData: true });
    expect(status).to.equal(503);
    expect(body.errorMessage).to.equal(PARTLY_SAVED);
    const aRead = toErrorResponse(pgError('57014', 'canceling statement due to statement timeout'), 'r', { ...read, changedData: true });
    expect(aRead.body.errorMessage, 'a read saves nothing').to.equal('This took too long. Try again in a moment.');
  });

  it('keeps a client error a client error, even once the deadline has passed', () => {
    const notFound = Object.assign(new Error('not found'), { status: 404, expose: true });
    expect(toErrorResponse(notFound, 'r', { ...read, expiredBy: 'deadline' }).status).to.equal(404);
  });

  it('leaves other database errors alone: a constraint violation stays a 500 without a deadline passed', () => {
    expect(toErrorResponse(pgError('23514', 'new row violates check constraint'), 'r', write).status).to.equal(500);
  });
});
