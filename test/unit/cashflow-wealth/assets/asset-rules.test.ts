import { expect } from 'chai';
import {
  MAX_ASSET_VALUE_CENTS,
  assetKindOfPath,
  assetMessages,
  mergeAssetChange,
  quantityProblem,
  settleAsset,
  totalOfUnits,
  type AssetDraft,
  type AssetKind,
} from '../../../../src/cashflow-wealth/domain/asset.js';
import { unknownCurrencyMessage } from '../../../../src/cashflow-wealth/domain/income.js';
import type { DomainError, FieldError } from '../../../../src/shared-kernel/errors.js';

/** SGD per unit: USD, and a currency worth so much that its money cap is below 999,999,999 units. */
const RATES = new Map([
  ['USD', '1.3045'],
  ['XAU', '3500'],
]);
/** 30,000,000,000,000 / 3500 rounded down: 85,714,285.71 XAU. */
const XAU_CAP = 8_571_428_571;

const draft = (over: Partial<AssetDraft> = {}): AssetDraft => ({
  name: 'DBS Savings',
  totalValueAmount: 1_500_000,
  currency: 'SGD',
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  quantity: null,
  unitPrice: null,
  estimatedGrowthRate: null,
  ...over,
});
const units = (over: Partial<AssetDraft> = {}): AssetDraft => draft({ name: 'Gold bar', enterOption: 'UNIT_PRICE', totalValueAmount: undefined, quantity: 2, unitPrice: 100_000, ...over });

function problemsOf(kind: AssetKind, value: AssetDraft): FieldError[] {
  try {
    settleAsset(kind, value, RATES);
    return [];
  } catch (error) {
    expect((error as DomainError).code).to.equal('VALIDATION.FAILED');
    return (error as DomainError).details ?? [];
  }
}

describe('Asset rules (spec 2 §3, §5)', () => {
  it('knows the eleven kinds by their path names, and nothing else', () => {
    expect(assetKindOfPath('cash-balance')).to.equal('cashBalance');
    expect(assetKindOfPath('other-non-investment')).to.equal('otherNonInvestment');
    for (const path of ['cpf', 'cashBalance', 'toString', '__proto__', '']) expect(assetKindOfPath(path), path).to.equal(null);
  });

  describe('name', () => {
    it('is required, without surrounding space, at most 24 columns wide', () => {
      expect(problemsOf('cashBalance', draft({ name: '' }))).to.deep.equal([{ field: 'name', message: 'Please enter a value' }]);
      expect(problemsOf('cashBalance', draft({ name: '   ' }))).to.deep.equal([{ field: 'name', message: 'Please enter a value' }]);
      expect(problemsOf('cashBalance', draft({ name: ' DBS' }))).to.deep.equal([{ field: 'name', message: 'Cannot have space as first and last character' }]);
      expect(problemsOf('cashBalance', draft({ name: 'x'.repeat(24) }))).to.deep.equal([]);
      expect(problemsOf('cashBalance', draft({ name: 'x'.repeat(25) }))).to.deep.equal([{ field: 'name', message: 'Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)' }]);
    });

    it('counts wide characters as 2: twelve ideographs fit, thirteen do not', () => {
      expect(problemsOf('cashBalance', draft({ name: '银'.repeat(12) }))).to.deep.equal([]);
      expect(problemsOf('cashBalance', draft({ name: '银'.repeat(12) + 'x' }))).to.deep.equal([{ field: 'name', message: assetMessages.nameTooWide }]);
    });
  });

  describe('total value (TOTAL_VALUE)', () => {
    it('is required, whole cents, from 0 to 999,999,999', () => {
      expect(problemsOf('cashBalance', draft({ totalValueAmount: undefined }))).to.deep.equal([{ field: 'totalValueAmount', message: 'Please enter a value' }]);
      expect(problemsOf('cashBalance', draft({ totalValueAmount: 0 }))).to.deep.equal([]);
      expect(problemsOf('cashBalance', draft({ totalValueAmount: -1 }))).to.deep.equal([{ field: 'totalValueAmount', message: 'Must be more than or equal to 0' }]);
      expect(problemsOf('cashBalance', draft({ totalValueAmount: 10.5 }))).to.deep.equal([{ field: 'totalValueAmount', message: 'Must be a whole number' }]);
      expect(problemsOf('cashBalance', draft({ totalValueAmount: MAX_ASSET_VALUE_CENTS }))).to.deep.equal([]);
      expect(problemsOf('cashBalance', draft({ totalValueAmount: MAX_ASSET_VALUE_CENTS + 1 }))).to.deep.equal([
        { field: 'totalValueAmount', message: 'Must be less than or equal to 999,999,999' },
      ]);
    });

    it('is also at most the money cap converted to its currency, when that is lower', () => {
      expect(problemsOf('cashBalance', draft({ currency: 'XAU', totalValueAmount: XAU_CAP }))).to.deep.equal([]);
      expect(problemsOf('cashBalance', draft({ currency: 'XAU', totalValueAmount: XAU_CAP + 1 }))).to.deep.equal([
        { field: 'totalValueAmount', message: 'Must be less than or equal to 85,714,285.71' },
      ]);
    });

    it('leaves quantity and unit price empty', () => {
      const settled = settleAsset('stock', draft({ name: 'DBS shares', quantity: 3, unitPrice: 100 }), RATES);
      expect(settled).to.include({ totalValueAmount: 1_500_000, quantity: null, unitPrice: null });
    });
  });

  describe('quantity x unit price (UNIT_PRICE)', () => {
    it('works the total out on the server, rounding half up: 1.5 oz x S$2,650.33 = S$3,975.50', () => {
      expect(totalOfUnits(1.5, 265_033)).to.equal(397_550); // 397549.5 rounds up
      expect(totalOfUnits(0.333, 101)).to.equal(34); // 33.633 rounds up
      expect(totalOfUnits(0.001, 499)).to.equal(0); // 0.499 rounds down
      const gold = settleAsset('gold', units({ quantity: 1.5, unitPrice: 265_033, totalValueAmount: 1 }), RATES);
      expect(gold).to.include({ totalValueAmount: 397_550, quantity: 1.5, unitPrice: 265_033, enterOption: 'UNIT_PRICE' });
    });

    it('allows 3 decimals of gold and whole units of every other kind', () => {
      expect(quantityProblem('gold', 1.125)).to.equal(null);
      expect(quantityProblem('gold', 1.1255)).to.equal('Must have at most 3 decimal places');
      expect(quantityProblem('stock', 10)).to.equal(null);
      expect(quantityProblem('stock', 10.5)).to.equal('Must be a whole number');
      expect(quantityProblem('unitTrust', 0.1)).to.equal('Must be a whole number');
    });

    it('needs a quantity above 0 and at most 99,999,999', () => {
      expect(quantityProblem('stock', 0)).to.equal('Must be more than 0');
      expect(quantityProblem('gold', 0.001)).to.equal(null);
      expect(quantityProblem('stock', 99_999_999)).to.equal(null);
      expect(quantityProblem('stock', 100_000_000)).to.equal('Must be less than or equal to 99,999,999');
      expect(quantityProblem('stock', null)).to.equal('Please enter a value');
    });

    it('needs a unit price in whole cents >= 0', () => {
      expect(problemsOf('stock', units({ unitPrice: null }))).to.deep.equal([{ field: 'unitPrice', message: 'Please enter a value' }]);
      expect(problemsOf('stock', units({ unitPrice: -5 }))).to.deep.equal([{ field: 'unitPrice', message: 'Must be more than or equal to 0' }]);
      expect(problemsOf('stock', units({ unitPrice: 0 }))).to.deep.equal([]);
    });

    it('caps the worked-out total at 999,999,999 too', () => {
      expect(problemsOf('stock', units({ quantity: 99_999_999, unitPrice: 1000 }))).to.deep.equal([]); // 999,999,990
      expect(problemsOf('stock', units({ quantity: 99_999_999, unitPrice: 1001 }))).to.deep.equal([
        { field: 'totalValueAmount', message: 'Must be less than or equal to 999,999,999' },
      ]);
    });
  });

  describe('currency and investment source', () => {
    it('forces SGD for investments through CPFIS or SRS', () => {
      expect(problemsOf('stock', draft({ investmentSource: 'CPFIS', currency: 'SGD' }))).to.deep.equal([]);
      expect(problemsOf('stock', draft({ investmentSource: 'SRS', currency: 'USD' }))).to.deep.equal([{ field: 'currency', message: 'Investments through CPFIS or SRS are in SGD' }]);
      expect(problemsOf('unitTrust', draft({ investmentSource: 'CPFIS', currency: 'USD' }))).to.deep.equal([{ field: 'currency', message: assetMessages.investedInSgd }]);
      expect(problemsOf('stock', draft({ investmentSource: 'CASH', currency: 'USD' }))).to.deep.equal([]);
    });

    it('needs a stored rate for any currency but SGD', () => {
      expect(problemsOf('cashBalance', draft({ currency: 'EUR' }))).to.deep.equal([{ field: 'currency', message: unknownCurrencyMessage('EUR') }]);
    });

    it('allows only CASH and TOTAL_VALUE for cash balance, cash savings, fixed deposit, insurance and other non-investment', () => {
      for (const kind of ['cashBalance', 'cashSavings', 'fixedDeposit', 'insurance', 'otherNonInvestment'] as const) {
        expect(problemsOf(kind, draft({ investmentSource: 'SRS' })), kind).to.deep.include({ field: 'investmentSource', message: assetMessages.cashOnly });
        expect(problemsOf(kind, units({ name: 'Deposit' })), kind).to.deep.equal([{ field: 'enterOption', message: assetMessages.totalValueOnly }]);
      }
      for (const kind of ['bond', 'gold', 'stock', 'structuredProduct', 'unitTrust', 'otherInvestment'] as const) {
        expect(problemsOf(kind, units({ investmentSource: 'SRS' })), kind).to.deep.equal([]);
      }
    });
  });

  describe('estimated growth rate', () => {
    it('is null, or -100 to 100 with at most 2 decimals', () => {
      for (const ok of [null, -100, 0, 12.34, 100]) expect(problemsOf('stock', draft({ estimatedGrowthRate: ok })), String(ok)).to.deep.equal([]);
      expect(problemsOf('stock', draft({ estimatedGrowthRate: -100.01 }))).to.deep.equal([{ field: 'estimatedGrowthRate', message: 'Must be more than or equal to -100' }]);
      expect(problemsOf('stock', draft({ estimatedGrowthRate: 100.01 }))).to.deep.equal([{ field: 'estimatedGrowthRate', message: 'Must be less than or equal to 100' }]);
      expect(problemsOf('stock', draft({ estimatedGrowthRate: 1.234 }))).to.deep.equal([{ field: 'estimatedGrowthRate', message: 'Must have at most 2 decimal places' }]);
    });
  });

  describe('insurance details', () => {
    it('belong to insurance only; an insurance asset without them gets every field null', () => {
      expect(problemsOf('cashBalance', draft({ insurance: { insurer: 'AIA' } }))).to.deep.equal([{ field: 'insurance', message: 'Only insurance assets have policy details' }]);
      expect(settleAsset('cashBalance', draft({ insurance: null }), RATES).insurance).to.equal(null);
      expect(settleAsset('insurance', draft({ name: 'Term life' }), RATES).insurance).to.deep.equal({
        insurer: null,
        providerCode: null,
        policyType: null,
        productType: null,
        coverageClass: null,
        riderOrBasic: null,
        premiumAmount: null,
        premiumFrequency: null,
        paymentMethod: null,
        sumAssured: null,
        accidentalDeathSumAssured: null,
        totalPermanentDisabilitySumAssured: null,
        criticalIllnessSumAssured: null,
      });
    });

    it('take the enumerations and money in whole cents >= 0', () => {
      const settled = settleAsset('insurance', draft({ name: 'Term life', insurance: { insurer: 'I566C', policyType: 'NON_PARTICIPATING', productType: 'TERM', premiumAmount: 12_000, premiumFrequency: 'MONTHLY' } }), RATES);
      expect(settled.insurance).to.deep.include({ insurer: 'I566C', policyType: 'NON_PARTICIPATING', productType: 'TERM', premiumAmount: 12_000, premiumFrequency: 'MONTHLY', sumAssured: null });
      expect(problemsOf('insurance', draft({ insurance: { premiumAmount: -1, sumAssured: 1.5, insurer: ' AIA' } }))).to.deep.equal([
        { field: 'insurance.insurer', message: 'Cannot have space as first and last character' },
        { field: 'insurance.premiumAmount', message: 'Must be more than or equal to 0' },
        { field: 'insurance.sumAssured', message: 'Must be a whole number' },
      ]);
    });

    it('speak the whole vocabulary of spec 2 §9: provider code, coverage, rider or basic, payment method, a sum assured per benefit', () => {
      const whole = {
        insurer: 'Great Eastern',
        providerCode: 'I516L',
        policyType: 'PARTICIPATING',
        productType: 'WHOLE_LIFE',
        coverageClass: 'ACCIDENT_AND_HEALTH',
        riderOrBasic: 'RIDER',
        premiumAmount: 12_000,
        premiumFrequency: 'QUARTERLY',
        paymentMethod: 'CPF_MEDISAVE',
        sumAssured: 1,
        accidentalDeathSumAssured: 2,
        totalPermanentDisabilitySumAssured: 3,
        criticalIllnessSumAssured: 4,
      } as const;
      expect(settleAsset('insurance', draft({ name: 'Whole life', insurance: whole }), RATES).insurance).to.deep.equal(whole);
      const wrong = { providerCode: 'I999X', coverageClass: 'CAR', riderOrBasic: 'BOTH', paymentMethod: 'CHEQUE', criticalIllnessSumAssured: -1 } as unknown as Record<string, null>;
      expect(problemsOf('insurance', draft({ insurance: wrong }))).to.deep.equal([
        { field: 'insurance.providerCode', message: 'Invalid format' },
        { field: 'insurance.coverageClass', message: 'Invalid format' },
        { field: 'insurance.riderOrBasic', message: 'Invalid format' },
        { field: 'insurance.paymentMethod', message: 'Invalid format' },
        { field: 'insurance.criticalIllnessSumAssured', message: 'Must be more than or equal to 0' },
      ]);
    });
  });

  describe('a change (PATCH)', () => {
    const stored = settleAsset('insurance', draft({ name: 'Whole life', insurance: { insurer: 'AIA', sumAssured: 50_000_000 } }), RATES);

    it('keeps the fields not sent and merges policy details field by field', () => {
      const merged = mergeAssetChange(stored, { name: 'Whole life plan', totalValueAmount: undefined, insurance: { premiumAmount: 30_000 } });
      expect(merged).to.include({ name: 'Whole life plan', totalValueAmount: 1_500_000 });
      expect(merged.insurance).to.deep.include({ insurer: 'AIA', sumAssured: 50_000_000, premiumAmount: 30_000 });
      expect(mergeAssetChange(stored, { insurance: null }).insurance).to.equal(null);
    });

    it('is checked as a whole: switching a stock to UNIT_PRICE needs a quantity', () => {
      const stock = settleAsset('stock', draft({ name: 'DBS shares' }), RATES);
      expect(problemsOf('stock', mergeAssetChange(stock, { enterOption: 'UNIT_PRICE', unitPrice: 3_500 }))).to.deep.equal([{ field: 'quantity', message: 'Please enter a value' }]);
      expect(settleAsset('stock', mergeAssetChange(stock, { enterOption: 'UNIT_PRICE', unitPrice: 3_500, quantity: 100 }), RATES).totalValueAmount).to.equal(350_000);
    });
  });
});
