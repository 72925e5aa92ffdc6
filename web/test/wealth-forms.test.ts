/// <reference types="mocha" />
import { expect } from 'chai';
import { assetDraftOf, assetFormErrors, assetFormOf, draftTotalCents, quantityText } from '../src/wealth/asset-form';
import { liabilityDraftOf, liabilityFormErrors } from '../src/wealth/liability-form';
import { EMPTY_INSURANCE, type AssetDraft } from '../src/wealth/asset-sync';

const rates = { SGD: '1', USD: '1.35' };

describe('asset panel form', () => {
  it('an empty panel reports the name and the amount (so Save focuses the name first)', () => {
    const errors = assetFormErrors(assetFormOf('cash-savings'));
    expect(Object.keys(errors)).to.deep.equal(['name', 'totalValue']);
    const byQuantity = assetFormErrors({ ...assetFormOf('stock'), enterOption: 'UNIT_PRICE' });
    expect(Object.keys(byQuantity)).to.deep.equal(['name', 'quantity', 'unitPrice']);
  });

  it('a stock by quantity x price keeps no total; CPFIS money is forced to SGD', () => {
    const form = { ...assetFormOf('stock'), name: 'Apple', enterOption: 'UNIT_PRICE' as const, quantity: '100', unitPrice: '230', currency: 'USD' };
    expect(assetFormErrors(form)).to.deep.equal({});
    const draft = assetDraftOf(form);
    expect(draft).to.deep.include({ name: 'Apple', currency: 'USD', enterOption: 'UNIT_PRICE', quantity: 100, unitPrice: 23_000, investmentSource: 'CASH' });
    expect(draft).to.not.have.property('totalValueAmount');
    expect(draft.id).to.match(/^local-/);
    expect(draftTotalCents(draft)).to.equal(2_300_000);
    expect(assetDraftOf({ ...form, investmentSource: 'CPFIS' }).currency).to.equal('SGD');
  });

  it('cash, insurance and other assets are total value only, from cash', () => {
    const form = { ...assetFormOf('other-non-investment'), name: 'Car', enterOption: 'UNIT_PRICE' as const, investmentSource: 'SRS' as const, totalValue: '45,000' };
    expect(assetFormErrors(form)).to.deep.equal({});
    expect(assetDraftOf(form)).to.deep.include({ enterOption: 'TOTAL_VALUE', totalValueAmount: 4_500_000, investmentSource: 'CASH', quantity: null });
  });

  it('insurance keeps its policy details (optional) and checks their amounts', () => {
    const form = { ...assetFormOf('insurance'), name: 'Whole life', totalValue: '12,000', productType: 'WHOLE_LIFE' as const, sumAssured: 'abc' };
    expect(assetFormErrors(form)).to.deep.equal({ sumAssured: 'Must be only numbers with commas or periods' });
    const draft = assetDraftOf({ ...form, sumAssured: '200,000' });
    expect(draft.insurance).to.deep.equal({ ...EMPTY_INSURANCE, productType: 'WHOLE_LIFE', sumAssured: 20_000_000 });
  });

  it('insurance speaks the whole vocabulary of spec 2 §9: insurer code, coverage, basic or rider, how it is paid, a sum assured per benefit', () => {
    const form = {
      ...assetFormOf('insurance'),
      name: 'Life Protect',
      totalValue: '0',
      providerCode: 'I516L' as const,
      coverageClass: 'LIFE' as const,
      riderOrBasic: 'RIDER' as const,
      paymentMethod: 'CPF_ORDINARY' as const,
      accidentalDeathSumAssured: '100,000',
      totalPermanentDisabilitySumAssured: '500,000',
      criticalIllnessSumAssured: 'lots',
    };
    expect(assetFormErrors(form)).to.deep.equal({ criticalIllnessSumAssured: 'Must be only numbers with commas or periods' });
    const draft = assetDraftOf({ ...form, criticalIllnessSumAssured: '200,000.50' });
    expect(draft.insurance).to.deep.equal({
      ...EMPTY_INSURANCE,
      providerCode: 'I516L',
      coverageClass: 'LIFE',
      riderOrBasic: 'RIDER',
      paymentMethod: 'CPF_ORDINARY',
      accidentalDeathSumAssured: 10_000_000,
      totalPermanentDisabilitySumAssured: 50_000_000,
      criticalIllnessSumAssured: 20_000_050,
    });
    // Editing it again shows what was saved.
    expect(assetFormOf('insurance', draft)).to.include({ providerCode: 'I516L', paymentMethod: 'CPF_ORDINARY', criticalIllnessSumAssured: '200,000.50' });
  });

  it('editing keeps the id and the growth rate, and shows the stored values', () => {
    const stored: AssetDraft = {
      id: 'a-1',
      name: 'Gold bar',
      currency: 'SGD',
      investmentSource: 'CASH',
      enterOption: 'UNIT_PRICE',
      quantity: 1.5,
      unitPrice: 265_033,
      estimatedGrowthRate: 4.5,
    };
    const form = assetFormOf('gold', stored);
    expect(form).to.deep.include({ quantity: '1.5', unitPrice: '2,650.33', enterOption: 'UNIT_PRICE' });
    expect(assetDraftOf(form, stored)).to.deep.equal(stored);
    expect(quantityText(1500, 0)).to.equal('1,500');
    expect(quantityText(2, 3)).to.equal('2');
  });
});

describe('liability panel form', () => {
  it('needs a name, a category and an amount within the cap of its currency', () => {
    expect(liabilityFormErrors({ name: '', category: '', amount: '', ccy: 'SGD' }, rates)).to.deep.equal({
      name: 'Please enter a value',
      category: 'Please enter a value',
      amount: 'Please enter a value',
    });
    expect(liabilityFormErrors({ name: 'a'.repeat(67), category: 'MORTGAGE', amount: '1', ccy: 'SGD' }, rates)).to.deep.equal({ name: 'Must be at most 66 characters' });
    expect(liabilityFormErrors({ name: 'Loan', category: 'MORTGAGE', amount: '300,000,000,000', ccy: 'USD' }, rates).amount).to.equal(
      'Must be less than or equal to 222,222,222,222.22',
    );
    expect(liabilityDraftOf({ name: 'Loan', category: 'NON_MORTGAGE', amount: '3,000', ccy: 'USD' }, rates)).to.deep.include({ amount: 300_000, ccy: 'USD', category: 'NON_MORTGAGE' });
  });
});
