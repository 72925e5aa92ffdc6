import { expect } from 'chai';
import { ConnectionRefusedError } from 'sequelize';
import { DomainError, ValidationFailed } from '../../../src/shared-kernel/errors.js';
import { isDatabaseUnavailable, toErrorResponse } from '../../../src/platform/http/middleware/error-handler.js';

describe('the error contract', () => {
  const kinds: Array<[DomainError, number]> = [
    [new ValidationFailed([{ field: 'email', message: 'Invalid format' }]), 400],
    [new DomainError('A.B', 'm', 'unauthenticated'), 401],
    [new DomainError('A.B', 'm', 'forbidden'), 403],
    [new DomainError('A.B', 'm', 'not-found'), 404],
    [new DomainError('A.B', 'm', 'conflict'), 409],
    [new DomainError('A.B', 'm', 'business-rule'), 422],
    [new DomainError('A.B', 'm', 'duplicate-session'), 440],
    [new DomainError('A.B', 'm', 'rate-limited'), 429],
    [new DomainError('A.B', 'm', 'unavailable'), 503],
  ];
  for (const [error, status] of kinds) {
    it(`answers ${error.kind} with ${status}`, () => {
      expect(toErrorResponse(error, 'req-1').status).to.equal(status);
    });
  }

  it('carries field details of a validation failure', () => {
    const { body } = toErrorResponse(new ValidationFailed([{ field: 'email', message: 'Invalid format' }]), 'req-1');
    expect(body).to.deep.equal({ errorMessage: 'Some fields need your attention.', code: 'VALIDATION.FAILED', details: [{ field: 'email', message: 'Invalid format' }], requestId: 'req-1' });
  });

  it('hides an unexpected error behind a generic 500 with the request id only', () => {
    const { status, body } = toErrorResponse(new Error('relation "users" does not exist at SELECT * FROM users'), 'req-9');
    expect(status).to.equal(500);
    expect(body).to.deep.equal({ errorMessage: "Something went wrong and we couldn't complete your request. Please try again later.", code: 'SERVICE.INTERNAL_ERROR', requestId: 'req-9' });
  });

  it('maps a database that cannot be reached to 503', () => {
    expect(toErrorResponse(new ConnectionRefusedError(new Error('connect ECONNREFUSED')), 'r').status).to.equal(503);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).to.equal(true);
  });

  it('does not mistake an ordinary query error for an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).to.equal(false);
  });

  it('keeps 4xx errors raised by Koa with a clear message', () => {
    expect(toErrorResponse(Object.assign(new Error('x'), { status: 413 }), 'r').body.errorMessage).to.equal('The request is too large.');
  });
});
