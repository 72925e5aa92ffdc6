/// <reference types="mocha" />
import { expect } from 'chai';
import { ApiError } from '../src/app/api-client';
import { signInRefusal } from '../src/identity/sign-in-failure';

describe('signInRefusal (/sp-callback)', () => {
  const message = "We could not sign you in: your Singpass account's details do not match our records. Please contact us.";

  it("shows the server's words when the Singpass account is bound to another NRIC", () => {
    const error = new ApiError(403, message, { errorMessage: message, code: 'IDENTITY.SINGPASS_DETAILS_MISMATCH', requestId: 'r' });
    expect(signInRefusal(error)).to.equal(message);
  });

  it('leaves every other failure to the usual try-again text', () => {
    expect(signInRefusal(new ApiError(401, 'x', { errorMessage: 'x', code: 'IDENTITY.LOGIN_REJECTED', requestId: 'r' }))).to.equal(null);
    expect(signInRefusal(new ApiError(0, 'network'))).to.equal(null);
    expect(signInRefusal(new Error('Singpass did not return a sign-in code'))).to.equal(null);
  });
});
