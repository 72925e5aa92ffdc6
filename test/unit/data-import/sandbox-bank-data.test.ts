import { expect } from 'chai';
import { sandboxBankData } from '../../../src/data-import/adapters/bank-sandbox/sandbox-bank-data.js';
import { bankItemsOf } from '../../../src/data-import/domain/bank-data-import.js';

const RATES = { SGD: '1', USD: '1.3045', XAU: '5294.80' };

describe('The bank-data sandbox', () => {
  it('is the same for the same resident and different for another', () => {
    expect(sandboxBankData('resident-a', '2026-11-24')).to.deep.equal(sandboxBankData('resident-a', '2026-11-24'));
    expect(sandboxBankData('resident-a', '2026-11-24')).to.not.deep.equal(sandboxBankData('resident-b', '2026-11-24'));
  });

  it('ends its four months at the month before today, statements a month earlier', () => {
    const data = sandboxBankData('resident-a', '2026-01-05');
    expect([data.latestCalendarMonth, data.latestStatementMonth, data.latestPreviousStatementMonth]).to.deep.equal(['122025', '112025', '102025']);
    expect(data.casa[0]!.amounts.map((a) => a.date)).to.deep.equal(['092025', '102025', '112025', '122025']);
  });

  it('has every category of spec 2 §3, joint and foreign-currency accounts, gold and a bond with its coupon', () => {
    const data = sandboxBankData('resident-a', '2026-11-24');
    for (const category of ['casa', 'fixedDeposit', 'securedLoan', 'unsecuredLoan', 'creditCard', 'cpfis', 'srs', 'unitTrust', 'cdp'] as const) expect(data[category], category).to.not.be.empty;
    expect(data.casa.some((a) => /joint/i.test(a.accountRelationship) && a.percentageShare === 50)).to.equal(true);
    expect(data.casa.some((a) => a.amounts.some((x) => x.ccy === 'USD'))).to.equal(true);
    expect(data.srs[0]!.holdings.some((h) => h.holdingType === 'gold')).to.equal(true);
    expect(data.cdp.find((h) => h.securityType === 3)!.holdingBalances[0]!.couponRatePercent).to.equal(2.875);
  });

  it('imports cleanly: every account of the month, the active CPFIS account only, every kind it holds', () => {
    const items = bankItemsOf(sandboxBankData('resident-a', '2026-11-24'), RATES);
    expect(new Set(items.assets.map((a) => a.kind))).to.deep.equal(
      new Set(['cash-savings', 'cash-balance', 'fixed-deposit', 'stock', 'bond', 'gold', 'unit-trust', 'other-investment', 'structured-product', 'insurance']),
    );
    expect(items.assets.filter((a) => a.investmentSource === 'CPFIS').map((a) => a.sourceRef)).to.deep.equal(['cpfis-2-h1', 'cpfis-2-h2']);
    expect(items.liabilities.map((l) => l.sourceRef)).to.deep.equal(['loan-home', 'loan-car', 'card-1', 'card-2']);
    expect(items.loanRepayments.map((l) => l.type)).to.deep.equal(['MORTGAGE', 'NON_MORTGAGE']);
    expect(items.assets.every((a) => a.asOf === '102026')).to.equal(true);
    // The statement month (09/2026) is not after the calendar month (10/2026): the previous statement month.
    expect(items.liabilities.every((l) => l.asOf === '082026')).to.equal(true);
  });
});
