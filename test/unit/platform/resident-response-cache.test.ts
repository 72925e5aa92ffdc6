import { expect } from 'chai';
import { ResidentResponseCache } from '../../../src/platform/http/resident-response-cache.js';

describe('ResidentResponseCache', () => {
  it('answers only the same resident with the same key', () => {
    const cache = new ResidentResponseCache(1_000);
    cache.store('alice', 'v1', '{"a":1}');
    expect(cache.lookup('alice', 'v1')).to.equal('{"a":1}');
    expect(cache.lookup('alice', 'v2'), 'a moved-on stamp').to.equal(undefined);
    expect(cache.lookup('bob', 'v1'), 'another resident with an equal key').to.equal(undefined);
  });

  it('keeps one entry per resident: storing under a new key replaces the old one', () => {
    const cache = new ResidentResponseCache(1_000);
    cache.store('alice', 'v1', 'old');
    cache.store('alice', 'v2', 'new');
    expect(cache.size).to.equal(1);
    expect(cache.lookup('alice', 'v1')).to.equal(undefined);
    expect(cache.lookup('alice', 'v2')).to.equal('new');
    expect(cache.usedBytes).to.equal(6);
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    const cache = new ResidentResponseCache(40); // 20 characters
    cache.store('a', 'k', 'x'.repeat(8));
    cache.store('b', 'k', 'y'.repeat(8));
    expect(cache.lookup('a', 'k'), 'a is now the most recently used').to.equal('x'.repeat(8));
    cache.store('c', 'k', 'z'.repeat(8));
    expect(cache.lookup('b', 'k'), 'b was the least recently used').to.equal(undefined);
    expect(cache.lookup('a', 'k')).to.equal('x'.repeat(8));
    expect(cache.lookup('c', 'k')).to.equal('z'.repeat(8));
    expect(cache.usedBytes).to.equal(32);
  });

  it('does not keep an answer larger than the whole budget', () => {
    const cache = new ResidentResponseCache(10);
    cache.store('a', 'k', 'x'.repeat(6));
    expect(cache.lookup('a', 'k')).to.equal(undefined);
    expect(cache.usedBytes).to.equal(0);
  });
});
