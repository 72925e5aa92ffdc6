import { expect } from 'chai';
import { sandboxBankData } from '../../../src/data-import/adapters/bank-sandbox/sandbox-bank-data.js';
import { adjustBankData, exceedsAmountLimit } from '../../../src/data-import/domain/bank-data-adjustments.js';
import { bankItemsOf } from '../../../src/data-import/domain/bank-data-import.js';

const RATES = { SGD: '1', USD: '1.3045', XAU: '5294.80' };
const DATA = sandboxBankData('resident-a', '2026-11-24');
const items = (data: typeof DATA) => bankItemsOf(data, RATES);

describe('Adjusting imported bank data (spec 2 §7 PATCH /apim/...)', () => {
  it('a joint savings account at another share changes the asset accordingly; its growth rate goes to every amount', () => {
    const before = items(DATA).assets.find((a) => a.sourceRef === 'casa-2')!;
    const adjusted = adjustBankData(DATA, { target: 'casa', id: 'casa-2', change: { percentageShare: 100, estimatedGrowthRate: 2.5 } })!;
    const after = items(adjusted).assets.find((a) => a.sourceRef === 'casa-2')!;
    expect(after.totalValueAmount).to.be.closeTo(before.totalValueAmount * 2, 1);
    expect(after.estimatedGrowthRate).to.equal(2.5);
    expect(adjustBankData(DATA, { target: 'casa', id: 'no-such-account', change: { percentageShare: 10 } })).to.equal(null);
  });

  it('a loan: share, the cash/CPF split and the type', () => {
    const adjusted = adjustBankData(DATA, { target: 'securedLoan', id: 'loan-home', change: { percentageShare: 100, monthlyCashLoanInstalment: 100_000, monthlyCPFLoanInstalment: 50_000, type: 'NON_MORTGAGE' } })!;
    const repayment = items(adjusted).loanRepayments.find((l) => l.sourceRef === 'loan-home')!;
    expect([repayment.cash, repayment.cpf, repayment.amount, repayment.type]).to.deep.equal([100_000, 50_000, 150_000, 'NON_MORTGAGE']);
    expect(adjusted.securedLoan[0]!.type).to.deep.equal({ id: 2, description: 'NON_MORTGAGE' });
    expect(adjustBankData(DATA, { target: 'unsecuredLoan', id: 'loan-home', change: { percentageShare: 1 } }), 'a secured loan is not an unsecured one').to.equal(null);
  });

  it('holdings: a unit price, the account’s share, a depository market value', () => {
    const priced = adjustBankData(DATA, { target: 'assetHoldingBalance', id: 'ut-1-h1', change: { unitPrice: 10_000 } })!;
    const holding = DATA.unitTrust[0]!.holdings[0]!;
    expect(items(priced).assets.find((a) => a.sourceRef === 'ut-1-h1')!.totalValueAmount).to.equal(holding.balancesQuantity * 10_000);

    const shared = adjustBankData(DATA, { target: 'assetHolding', id: 'srs-1-h2', change: { percentageShare: 50, estimatedGrowthRate: 4 } })!;
    expect(shared.srs[0]!.percentageShare).to.equal(50);
    expect(shared.srs[0]!.holdings.find((h) => h.assetHoldingId === 'srs-1-h2')!.estimatedGrowthRate).to.equal(4);

    const valued = adjustBankData(DATA, { target: 'sgxHoldingBalance', id: 'cdp-2-b', change: { marketValue: 500_000 } })!;
    expect(items(valued).assets.find((a) => a.sourceRef === 'cdp-2')!.totalValueAmount).to.equal(500_000);
    expect(adjustBankData(DATA, { target: 'sgxHoldingBalance', id: 'nope', change: { marketValue: 1 } })).to.equal(null);
  });

  it('never changes the record it was given', () => {
    const copy = JSON.parse(JSON.stringify(DATA));
    adjustBankData(DATA, { target: 'casa', id: 'casa-1', change: { percentageShare: 10 } });
    adjustBankData(DATA, { target: 'assetHolding', id: 'cpfis-2-h1', change: { percentageShare: 10 } });
    expect(DATA).to.deep.equal(copy);
  });

  it('the amount limit: a unit price within it can still make a holding worth more than S$300 billion', () => {
    expect(exceedsAmountLimit(items(DATA)), 'the sandbox record as it comes').to.equal(false);
    const units = DATA.unitTrust[0]!.holdings[0]!.balancesQuantity;
    const atLimit = Math.floor(30_000_000_000_000 / units);
    const justInside = adjustBankData(DATA, { target: 'assetHoldingBalance', id: 'ut-1-h1', change: { unitPrice: atLimit } })!;
    expect(exceedsAmountLimit(items(justInside)), `${units} units at ${atLimit} cents`).to.equal(false);
    const justOver = adjustBankData(DATA, { target: 'assetHoldingBalance', id: 'ut-1-h1', change: { unitPrice: atLimit + 1 } })!;
    expect(exceedsAmountLimit(items(justOver)), `${units} units at ${atLimit + 1} cents`).to.equal(true);
  });
});
