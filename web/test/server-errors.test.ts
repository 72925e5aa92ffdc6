/// <reference types="mocha" />
import { expect } from 'chai';
import { ApiError } from '../src/app/api-client';
import { submitErrorOutcome } from '../src/shared/forms/server-errors';

const body = (details?: Array<{ field: string; message: string }>) => ({
  errorMessage: 'Bad request',
  code: 'VALIDATION',
  requestId: 'r-1',
  ...(details ? { details } : {}),
});

describe('submitErrorOutcome', () => {
  it('a 400 whose details all name fields on the form: one message per field', () => {
    const error = new ApiError(400, 'Bad request', body([
      { field: 'dob', message: 'Date of birth cannot be in the future' },
      { field: 'dob', message: 'second' },
      { field: 'email', message: 'Invalid format' },
    ]));
    expect(submitErrorOutcome(error, ['dob', 'email'])).to.deep.equal({
      kind: 'fields',
      errors: { dob: 'Date of birth cannot be in the future', email: 'Invalid format' },
    });
  });
  it('a 400 naming a field the form does not have: the default toast', () => {
    const error = new ApiError(400, 'Bad request', body([{ field: 'consentedToAppTNCAt', message: 'Invalid format' }]));
    expect(submitErrorOutcome(error, ['email'])).to.deep.equal({ kind: 'toast', message: 'Bad request' });
  });
  it('a 400 without details, a 403, a 5xx, no answer: the default toast with the error message', () => {
    expect(submitErrorOutcome(new ApiError(400, 'Bad request', body()), ['email'])).to.deep.equal({ kind: 'toast', message: 'Bad request' });
    expect(submitErrorOutcome(new ApiError(403, 'Please accept the terms of use before you continue.'), ['name'])).to.deep.equal({
      kind: 'toast',
      message: 'Please accept the terms of use before you continue.',
    });
    expect(submitErrorOutcome(new ApiError(0, 'offline'), [])).to.deep.equal({ kind: 'toast', message: 'offline' });
  });
  it('a 401 or 440: silent, the sign-out screen explains it', () => {
    expect(submitErrorOutcome(new ApiError(401, 'x'), [])).to.deep.equal({ kind: 'silent' });
    expect(submitErrorOutcome(new ApiError(440, 'x'), [])).to.deep.equal({ kind: 'silent' });
  });
  it('something that is not an API error: the generic message', () => {
    expect(submitErrorOutcome(new Error(''), [])).to.deep.equal({
      kind: 'toast',
      message: "Something went wrong and we couldn't complete your request. Please try again later.",
    });
    expect(submitErrorOutcome(undefined, []).kind).to.equal('toast');
  });
});
