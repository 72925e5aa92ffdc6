import { expect } from 'chai';
import { isApiPath } from '../../../src/platform/http/api-path.js';

describe('isApiPath', () => {
  it('knows the API under any spelling of /api/, so the gatekeepers never miss a path a router could see', () => {
    for (const path of ['/api/', '/api/v1/user', '/API/v1/user', '/Api/V1/x', '/aPI/']) expect(isApiPath(path), path).to.equal(true);
  });

  it('leaves the web app its paths', () => {
    for (const path of ['/', '/api', '/apis/x', '/dashboard', '/assets/api/x.js', '//api/v1/user', '/x/api/']) expect(isApiPath(path), path).to.equal(false);
  });
});
