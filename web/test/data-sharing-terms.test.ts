/// <reference types="mocha" />
import { expect } from 'chai';
import { CURRENT_EFFECTIVE_ON, SHARED_DATA, TERMS_REVISIONS, findRevision, isCurrentRevision, longDate } from '../src/content/sharing-terms/sharing-terms-content';

describe('data-sharing-scheme terms content', () => {
  it('finds a revision by its id, and none for an unknown id', () => {
    expect(findRevision('2023-12')?.effectiveOn).to.equal('2023-12-01');
    expect(findRevision('1999-01')).to.equal(undefined);
    expect(findRevision('')).to.equal(undefined);
  });

  it('lists revisions newest first, with exactly one in force: the December 2023 one the notice announces', () => {
    const days = TERMS_REVISIONS.map((revision) => revision.effectiveOn);
    expect(days).to.deep.equal([...days].sort().reverse());
    const current = TERMS_REVISIONS.filter(isCurrentRevision);
    expect(current.map((revision) => revision.id)).to.deep.equal(['2023-12']);
    expect(current[0]!.title).to.equal('Revisions to the Terms and Conditions governing your usage of the data-sharing scheme');
    expect(CURRENT_EFFECTIVE_ON).to.equal(days[0]);
  });

  it('writes dates as legal texts do', () => {
    expect(longDate('2023-12-01')).to.equal('1 December 2023');
    expect(longDate('2021-09-15')).to.equal('15 September 2021');
  });

  it('lists what the banks, the depository and Myinfo share', () => {
    expect(SHARED_DATA.map((group) => group.source)).to.deep.equal(['Banks', 'The Central Depository (CDP)', 'Myinfo']);
    for (const group of SHARED_DATA) expect(group.rows.length, group.source).to.be.greaterThan(0);
  });
});
