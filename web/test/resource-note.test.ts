/// <reference types="mocha" />
import { expect } from 'chai';
import { LOGIN_NOTE, resourceNote } from '../src/content/resources/resource-note';

describe('resource cards: the login note', () => {
  it('tells a visitor a tool needs a login, never a signed-in resident', () => {
    expect(resourceNote(LOGIN_NOTE, false)).to.equal('Log in to use');
    expect(resourceNote(LOGIN_NOTE, true)).to.equal(undefined);
  });

  it('keeps any other note for everyone', () => {
    expect(resourceNote('New', true)).to.equal('New');
    expect(resourceNote(undefined, false)).to.equal(undefined);
  });
});
