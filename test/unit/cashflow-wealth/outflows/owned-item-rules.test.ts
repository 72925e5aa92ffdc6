import { expect } from 'chai';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { liabilityRules, type LiabilityDraft } from '../../../../src/cashflow-wealth/domain/liability.js';
import { monthlyInvestmentRules, type MonthlyInvestmentDraft } from '../../../../src/cashflow-wealth/domain/monthly-investment.js';
import { applyItemChange, checkNewItem } from '../../../../src/cashflow-wealth/domain/owned-items.js';
import { RATES, SGD_CAP, USD_CAP, errorOf } from './support.js';

const investment = (over: Partial<MonthlyInvestmentDraft> = {}): MonthlyInvestmentDraft => ({ name: 'STI ETF', amount: 50_000 as Cents, ccy: 'SGD', assetType: 'STOCK', ...over });
const liability = (over: Partial<LiabilityDraft> = {}): LiabilityDraft => ({ name: 'Car loan', amount: 3_000_000 as Cents, ccy: 'SGD', category: 'NON_MORTGAGE', ...over });
const investments = monthlyInvestmentRules(RATES);
const liabilities = liabilityRules(RATES);

describe('Monthly investment and liability rules (spec 2 §3, §5)', () => {
  it('monthly investment: name at most 24 columns wide, amount above 0 within its currency cap', () => {
    expect(errorOf(() => checkNewItem(investments, 0, investment({ name: 'x'.repeat(24), ccy: 'USD', amount: USD_CAP as Cents })))).to.equal(null);
    const error = errorOf(() => checkNewItem(investments, 0, investment({ name: 'x'.repeat(25), amount: 0 as Cents })));
    expect(error?.kind).to.equal('validation');
    expect(error?.details).to.deep.equal([
      { field: 'name', message: 'Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)' },
      { field: 'amount', message: 'Must be more than 0' },
    ]);
    // Display width: East Asian wide characters count 2, so 12 fit and 13 do not.
    expect(errorOf(() => checkNewItem(investments, 0, investment({ name: '星展银行星展银行星展银行' })))).to.equal(null);
    expect(errorOf(() => checkNewItem(investments, 0, investment({ name: '星展银行星展银行星展银行星' })))?.details).to.deep.equal([{ field: 'name', message: 'Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)' }]);
    const cap = errorOf(() => checkNewItem(investments, 0, investment({ amount: (SGD_CAP + 1) as Cents, ccy: 'SGD' })));
    expect(cap?.details).to.deep.equal([{ field: 'amount', message: 'Must be less than or equal to 300,000,000,000' }]);
  });

  it('liability: amount 0 or more, a currency with a stored rate, a known category', () => {
    expect(errorOf(() => checkNewItem(liabilities, 0, liability({ amount: 0 as Cents })))).to.equal(null);
    const error = errorOf(() => checkNewItem(liabilities, 0, liability({ amount: -1 as Cents, ccy: 'ABC', name: ' Loan' })));
    expect(error?.details).to.deep.equal([
      { field: 'name', message: 'Cannot have space as first and last character' },
      { field: 'ccy', message: 'We have no exchange rate for ABC. Choose another currency.' },
    ]);
    const negative = errorOf(() => checkNewItem(liabilities, 0, liability({ amount: -1 as Cents })));
    expect(negative?.details).to.deep.equal([{ field: 'amount', message: 'Must be more than or equal to 0' }]);
  });

  it('allows at most 50 of each (422)', () => {
    expect(errorOf(() => checkNewItem(liabilities, 49, liability()))).to.equal(null);
    const error = errorOf(() => checkNewItem(liabilities, 50, liability()));
    expect(error?.kind).to.equal('business-rule');
    expect(error?.message).to.equal('You can have at most 50 liabilities');
    expect(errorOf(() => checkNewItem(investments, 50, investment()))?.message).to.equal('You can have at most 50 monthly investments');
  });

  it('a change applies only the fields sent and checks the result as a whole', () => {
    expect(applyItemChange(liabilities, liability(), { amount: 10 as Cents })).to.deep.equal(liability({ amount: 10 as Cents }));
    // USD at 1.3045: an SGD amount above the USD cap is fine in SGD but not once the currency changes.
    const stored = liability({ amount: (USD_CAP + 1) as Cents });
    const error = errorOf(() => applyItemChange(liabilities, stored, { ccy: 'USD' }));
    expect(error?.details).to.deep.equal([{ field: 'amount', message: 'Must be less than or equal to 229,973,169,796.85' }]);
  });
});
