/// <reference types="mocha" />
import { expect } from 'chai';
import { adjustableItems, adjustmentCalls, formErrors, GROWTH_MESSAGE, validateGrowth, type AdjustableItem } from '../src/data-import/bank-adjustment';
import { SHARE_MESSAGE } from '../src/data-import/flat-adjustment';
import { FPDATA } from './support/fpdata';

const items = adjustableItems(FPDATA);
const item = (kind: AdjustableItem['kind'], id: string) => items.find((i) => i.kind === kind && i.id === id)!;

describe('bank-data adjustments (PATCH /apim/...)', () => {
  it('lists every account and holding the resident can correct, in the record’s order', () => {
    expect(items.map((i) => [i.kind, i.id])).to.deep.equal([
      ['casa', 'casa-1'],
      ['casa', 'casa-2'],
      ['securedLoan', 'loan-1'],
      ['investmentHolding', 'h-1'],
      // The SRS account's own amounts: their surrender value (PATCH /apim/asset-amount).
      ['investmentAccount', 'srs-1'],
      ['depositoryHolding', 'cdp-1'],
    ]);
  });

  it('starts each form from the record: share (100 when the bank gives none), instalments, prices', () => {
    expect(item('casa', 'casa-1')).to.deep.include({ title: 'Multiplier', detail: 'DBS Bank ***-**1234', currency: 'SGD' });
    expect(item('casa', 'casa-1').form).to.deep.include({ share: '50', growth: '' });
    expect(item('securedLoan', 'loan-1').form).to.deep.include({ share: '100', loanType: 'MORTGAGE', cash: '500.00', cpf: '1,500.05' });
    expect(item('investmentHolding', 'h-1')).to.deep.include({ title: 'XAU-100', currency: 'USD', detail: 'Gold, DBS Bank ***-**1234, 3 units' });
    expect(item('investmentHolding', 'h-1').form).to.deep.include({ share: '50', value: '265.00' });
    expect(item('depositoryHolding', 'cdp-1')).to.deep.include({ balanceId: 'b-1', title: 'SGS BOND 2.875% 2030', detail: 'NX13100H, 10 units' });
    expect(item('depositoryHolding', 'cdp-1').form.value).to.equal('10,200.00');
  });

  it('gives each account its balance from the record: the latest month, a loan unsigned, a holding its units at its price', () => {
    expect(item('casa', 'casa-1').balance).to.deep.equal({ cents: 1_300_000, currency: 'SGD', asOf: '102026' });
    expect(item('casa', 'casa-2').balance, 'no amounts').to.equal(null);
    expect(item('securedLoan', 'loan-1').balance).to.deep.equal({ cents: 45_000_000, currency: 'SGD', asOf: '102026' });
    expect(item('investmentHolding', 'h-1').balance).to.deep.equal({ cents: 79_500, currency: 'USD', asOf: '102026' });
    expect(item('depositoryHolding', 'cdp-1').balance).to.deep.equal({ cents: 1_020_000, currency: 'SGD', asOf: '102026' });
  });

  it('lists only what the lists carry when told which record ids were brought in (an older account is not)', () => {
    expect(adjustableItems(FPDATA, new Set(['casa-1', 'loan-1', 'cdp-1'])).map((i) => i.id)).to.deep.equal(['casa-1', 'loan-1', 'cdp-1']);
    expect(adjustableItems(FPDATA, new Set())).to.deep.equal([]);
  });

  it('names holdings in words: no camelCase type, no ISIN before the name', () => {
    const record = structuredClone(FPDATA);
    record.unitTrust = [{ ...record.srs[0]!, id: 'ut', holdings: [{ ...record.srs[0]!.holdings[0]!, assetHoldingId: 'u', holdingType: 'unitTrust', holdingCode: 'LU0048580855 Global Equity', holdingCodeType: 'isin' }] }];
    const fund = adjustableItems(record).find((i) => i.id === 'u')!;
    expect(fund.title).to.equal('Global Equity');
    expect(fund.detail).to.match(/^Unit trust, /);
    expect(`${fund.title} ${fund.detail}`).to.not.match(/unitTrust|LU0048580855/);
  });

  it('saves a joint account’s share and growth with PATCH /apim/casa/{id}; an empty growth is none', () => {
    const casa = item('casa', 'casa-1');
    expect(adjustmentCalls(casa, { ...casa.form, share: '33.33', growth: '1.5' })).to.deep.equal([
      { path: '/apim/casa/casa-1', body: { percentageShare: 33.33, estimatedGrowthRate: 1.5 } },
    ]);
    expect(adjustmentCalls(casa, { ...casa.form, growth: ' ' })![0]!.body.estimatedGrowthRate).to.equal(null);
  });

  it('saves a loan’s split in cents and its type as an id (1 mortgage, 2 other)', () => {
    const loan = item('securedLoan', 'loan-1');
    expect(adjustmentCalls(loan, { ...loan.form, cash: '1,200.50', cpf: '0', loanType: 'NON_MORTGAGE' })).to.deep.equal([
      { path: '/apim/secured-loan/loan-1', body: { percentageShare: 100, monthlyCashLoanInstalment: 120_050, monthlyCPFLoanInstalment: 0, type: { id: 2 } } },
    ]);
  });

  it('saves a holding in two calls: share and growth, then its price or market value', () => {
    const gold = item('investmentHolding', 'h-1');
    expect(adjustmentCalls(gold, { ...gold.form, value: '270' })).to.deep.equal([
      { path: '/apim/asset-holding/h-1', body: { percentageShare: 50, estimatedGrowthRate: null } },
      { path: '/apim/asset-holding/balance/h-1', body: { unitPrice: 27_000 } },
    ]);
    const bond = item('depositoryHolding', 'cdp-1');
    expect(adjustmentCalls(bond, { ...bond.form, growth: '-2.25' })).to.deep.equal([
      { path: '/apim/sgx/holding/cdp-1', body: { percentageShare: 100, estimatedGrowthRate: -2.25 } },
      { path: '/apim/sgx/holding/balance/b-1', body: { marketValue: 1_020_000 } },
    ]);
  });

  it('saves nothing while a field is wrong, and says which', () => {
    const casa = item('casa', 'casa-1');
    expect(adjustmentCalls(casa, { ...casa.form, share: '100.01' })).to.equal(null);
    expect(formErrors('casa', { ...casa.form, share: '100.01', growth: '101' })).to.deep.equal({ share: SHARE_MESSAGE, growth: GROWTH_MESSAGE });
    const loan = item('securedLoan', 'loan-1');
    expect(Object.keys(formErrors('securedLoan', { ...loan.form, cash: 'abc', growth: 'ignored for loans' }))).to.deep.equal(['cash']);
  });

  it('growth: empty, or -100 to 100 with at most 2 decimals', () => {
    for (const ok of ['', '0', '-100', '100', '3.25', '-0.5']) expect(validateGrowth(ok), ok).to.equal(null);
    for (const bad of ['100.01', '-101', '1.234', 'x', '--1']) expect(validateGrowth(bad), bad).to.equal(GROWTH_MESSAGE);
  });
});
