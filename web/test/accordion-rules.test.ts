/// <reference types="mocha" />
import { expect } from 'chai';
import { nextOpenSection } from '../src/shared/ui/accordion-rules';

describe('accordion (spec 3 §4)', () => {
  it('opens the clicked section, closing any other: one open at a time', () => {
    expect(nextOpenSection(null, 'a')).to.equal('a');
    expect(nextOpenSection('a', 'b')).to.equal('b');
  });

  it('closes the open section when it is clicked again', () => {
    expect(nextOpenSection('a', 'a')).to.equal(null);
  });
});
