import { expect } from 'chai';
import { requestLogLevel } from '../../../src/platform/http/middleware/request-log.js';

describe('request log level', () => {
  it('in development an answered request is a debug line, so the "running at" line stays on screen', () => {
    expect(requestLogLevel(200, true)).to.equal('debug');
    expect(requestLogLevel(304, true)).to.equal('debug');
  });

  it('a refused or failed request is always an info line, and every request is in production', () => {
    expect(requestLogLevel(400, true)).to.equal('info');
    expect(requestLogLevel(500, true)).to.equal('info');
    expect(requestLogLevel(200, false)).to.equal('info');
  });
});
