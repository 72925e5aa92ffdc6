/// <reference types="mocha" />
import { expect } from 'chai';
import { adjustableItems, adjustmentCalls, formErrors, validateMoney, validateOptionalMoney } from '../src/data-import/bank-adjustment';
import { FPDATA } from './support/fpdata';

/** An SRS account holding premiums paid besides its holdings (spec 2 §3 amountType premiumPaid). */
function withPolicy(surrenderValue?: number | null) {
  const record = structuredClone(FPDATA);
  record.srs = [
    {
      ...record.srs[0]!,
      id: 'srs-9',
      productName: 'SRS Account',
      amounts: [{ amountType: 'premiumPaid', amount: 1_200_000, ccy: 'SGD', date: '102026', ...(surrenderValue !== undefined && { surrenderValue }) }],
    },
  ];
  return record;
}

describe('Surrender value of an imported investment account (PATCH /apim/asset-amount/{id}, spec 2 §4, §7)', () => {
  it('lists an investment account with amounts for correction, with its balance and no surrender value yet', () => {
    const account = adjustableItems(withPolicy()).find((i) => i.kind === 'investmentAccount')!;
    expect(account).to.deep.include({ id: 'srs-9', title: 'SRS Account', currency: 'SGD', balance: { cents: 1_200_000, currency: 'SGD', asOf: '102026' } });
    expect(account.form.surrender).to.equal('');
  });

  it('starts from the surrender value already given', () => {
    const account = adjustableItems(withPolicy(850_000)).find((i) => i.kind === 'investmentAccount')!;
    expect(account.form.surrender).to.equal('8,500.00');
    expect(account.surrenderValue).to.equal(850_000);
    expect(adjustableItems(withPolicy()).find((i) => i.kind === 'investmentAccount')!).to.not.have.property('surrenderValue');
  });

  it('lists no account without amounts (its holdings are corrected one by one)', () => {
    const record = structuredClone(FPDATA);
    record.srs = record.srs.map((account) => ({ ...account, amounts: [] }));
    expect(adjustableItems(record).some((i) => i.kind === 'investmentAccount')).to.equal(false);
  });

  it('accepts an empty surrender value (none) and refuses what is not an amount, with the money message', () => {
    expect(validateOptionalMoney('')).to.equal(null);
    expect(validateOptionalMoney('  ')).to.equal(null);
    expect(validateOptionalMoney('8,500.50')).to.equal(null);
    for (const bad of ['-5', 'abc', '1.234']) {
      expect(validateOptionalMoney(bad), bad).to.be.a('string').and.equal(validateMoney(bad));
    }
    const account = adjustableItems(withPolicy()).find((i) => i.kind === 'investmentAccount')!;
    expect(formErrors('investmentAccount', { ...account.form, surrender: 'abc' })).to.have.property('surrender');
    expect(adjustmentCalls(account, { ...account.form, surrender: 'abc' })).to.equal(null);
  });

  it('saves it in cents with the growth rate; empty sends null (the bank’s figure stands again)', () => {
    const account = adjustableItems(withPolicy()).find((i) => i.kind === 'investmentAccount')!;
    expect(adjustmentCalls(account, { ...account.form, surrender: '8,500.50', growth: '2.5' })).to.deep.equal([
      { path: '/apim/asset-amount/srs-9', body: { surrenderValue: 850_050, estimatedGrowthRate: 2.5 } },
    ]);
    expect(adjustmentCalls(account, { ...account.form, surrender: '' })).to.deep.equal([{ path: '/apim/asset-amount/srs-9', body: { surrenderValue: null, estimatedGrowthRate: null } }]);
  });
});
