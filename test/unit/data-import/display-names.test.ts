import { expect } from 'chai';
import { holdingDisplayName, holdingTypeLabel } from '../../../src/data-import/domain/display-names.js';

describe('Names of what the banks shared, in words (docs/decisions.md "Rough edges smoothed")', () => {
  it('drops a leading ISIN from a holding code and keeps the name after it', () => {
    expect(holdingDisplayName('SG9999004376 Fund', 'unitTrust')).to.equal('Fund');
    expect(holdingDisplayName('LU0048580855 Global Equity', 'unitTrust')).to.equal('Global Equity');
    expect(holdingDisplayName('SG1L01001701 DBS', 'equity')).to.equal('DBS');
  });

  it('names a bare ISIN by its kind, and a gold product by its description', () => {
    expect(holdingDisplayName('SG9999004376', 'unitTrust')).to.equal('Unit trust');
    expect(holdingDisplayName('BAR_100G', 'gold')).to.equal('Gold bar 100 g');
  });

  it('keeps a code that is no ISIN as it is', () => {
    expect(holdingDisplayName('LION-OCBC STI ETF', 'unitTrust')).to.equal('LION-OCBC STI ETF');
    expect(holdingDisplayName('Autocallable Note', 'structuredProduct')).to.equal('Autocallable Note');
  });

  it('says each holding type in words, never the camelCase code', () => {
    expect(holdingTypeLabel('unitTrust')).to.equal('Unit trust');
    expect(holdingTypeLabel('structuredProduct')).to.equal('Structured product');
    expect(holdingTypeLabel('equity')).to.equal('Shares');
    expect(holdingTypeLabel('somethingNew')).to.equal('Other');
  });
});
