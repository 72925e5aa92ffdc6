import { expect } from 'chai';
import { IMPORTED_DATA_FACTS_PART } from '../../../src/data-import/adapters/persistence/sql-imported-data-facts.js';

/** data-import's part of the profile's one statement (docs/decisions.md "Profile facts in one statement"). */
describe("data-import's part of the profile facts: the consent times and connected banks (spec 1 §3)", () => {
  const EMPTY = { myinfoLatestPullConsentAt: null, apimLatestPullConsentAt: null, connectedBanks: [] };

  it('reads no value at all as no consents and no banks', () => {
    expect(IMPORTED_DATA_FACTS_PART.parse(null)).to.deep.equal(EMPTY);
  });

  it('reads missing records (each field JSON null) as no consents and no banks', () => {
    expect(IMPORTED_DATA_FACTS_PART.parse({ myinfoConsentAt: null, bankConsentAt: null, banks: null })).to.deep.equal(EMPTY);
  });

  it('reads the consent times (jsonb text with the session offset and microseconds) to the millisecond the driver gives, and names the banks', () => {
    const facts = IMPORTED_DATA_FACTS_PART.parse({ myinfoConsentAt: '2026-11-26T10:00:00.123999+08:00', bankConsentAt: '2026-11-26T02:00:00+00:00', banks: ['DBS', 'XYZ'] });
    expect(facts.myinfoLatestPullConsentAt?.toISOString()).to.equal('2026-11-26T02:00:00.123Z');
    expect(facts.apimLatestPullConsentAt?.toISOString()).to.equal('2026-11-26T02:00:00.000Z');
    expect(facts.connectedBanks).to.deep.equal([
      { id: 'DBS', bankName: 'DBS Bank' },
      { id: 'XYZ', bankName: 'XYZ' },
    ]);
  });

  it('keeps the Myinfo consent when there is no bank-data record, and the other way round', () => {
    expect(IMPORTED_DATA_FACTS_PART.parse({ myinfoConsentAt: '2026-11-20T03:00:00+00:00', bankConsentAt: null, banks: null })).to.deep.equal({ ...EMPTY, myinfoLatestPullConsentAt: new Date('2026-11-20T03:00:00.000Z') });
    expect(IMPORTED_DATA_FACTS_PART.parse({ myinfoConsentAt: null, bankConsentAt: '2026-11-21T04:00:00+00:00', banks: ['CDP'] })).to.deep.equal({
      ...EMPTY,
      apimLatestPullConsentAt: new Date('2026-11-21T04:00:00.000Z'),
      connectedBanks: [{ id: 'CDP', bankName: 'The Central Depository (CDP)' }],
    });
  });
});
