/// <reference types="mocha" />
import { expect } from 'chai';
import { registerServiceWorker, SERVICE_WORKER_URL } from '../src/app/service-worker-registration';

describe('service worker registration (spec 1 §7)', () => {
  it('registers /service-worker.js for the whole site', async () => {
    const calls: Array<[string, { scope: string }]> = [];
    expect(await registerServiceWorker({ register: async (url, options) => void calls.push([url, options]) })).to.equal(true);
    expect(calls).to.deep.equal([['/service-worker.js', { scope: '/' }]]);
    expect(SERVICE_WORKER_URL).to.equal('/service-worker.js');
  });

  it('does nothing in a browser without service workers, and a refused registration changes nothing', async () => {
    expect(await registerServiceWorker(undefined)).to.equal(false);
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => void warned.push(args[0]);
    try {
      expect(await registerServiceWorker({ register: async () => Promise.reject(new Error('SecurityError')) })).to.equal(false);
    } finally {
      console.warn = warn;
    }
    expect(warned).to.deep.equal(['Service worker registration failed']);
  });
});
