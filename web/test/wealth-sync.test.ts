/// <reference types="mocha" />
import { expect } from 'chai';
import { EMPTY_INSURANCE, planAssetSync, toAssetDraft, type AssetDraft } from '../src/wealth/asset-sync';
import { planLiabilitySync } from '../src/wealth/liability-sync';
import type { AssetDto, LiabilityDto } from '../src/wealth/wealth.types';

const stock: AssetDto = {
  id: 'a-1',
  name: 'Apple shares',
  totalValueAmount: 2_300_000,
  currency: 'USD',
  investmentSource: 'CASH',
  enterOption: 'UNIT_PRICE',
  quantity: 100,
  unitPrice: 23_000,
  estimatedGrowthRate: null,
  lastUpdatedAt: '2026-11-22T01:00:00.000Z',
  insurance: null,
  property: null,
};

const savings: AssetDto = { ...stock, id: 'a-2', name: 'OCBC 360', totalValueAmount: 1_000_000, currency: 'SGD', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null };

describe('asset sync: only changed fields are sent', () => {
  it('a stock whose unit price changed sends the unit price alone (no total, no lastUpdatedAt)', () => {
    const edited: AssetDraft = { ...toAssetDraft('stock', stock), unitPrice: 24_000 };
    const plan = planAssetSync('stock', [stock], [edited]);
    expect(plan.updated).to.deep.equal([{ id: 'a-1', unitPrice: 24_000 }]);
    expect(plan.created).to.deep.equal([]);
    expect(plan.deleted).to.deep.equal([]);
  });

  it('an unchanged asset sends nothing, even though the server answered a total and lastUpdatedAt', () => {
    const plan = planAssetSync('stock', [stock], [toAssetDraft('stock', stock)]);
    expect(plan.updated).to.deep.equal([]);
  });

  it('switching to a total value sends the option and the total, and clears quantity and price', () => {
    const edited: AssetDraft = { ...toAssetDraft('stock', stock), enterOption: 'TOTAL_VALUE', totalValueAmount: 2_500_000, quantity: null, unitPrice: null };
    const plan = planAssetSync('stock', [stock], [edited]);
    expect(plan.updated).to.deep.equal([{ id: 'a-1', enterOption: 'TOTAL_VALUE', totalValueAmount: 2_500_000, quantity: null, unitPrice: null }]);
  });

  it('creates local items without their id and deletes stored ones left out', () => {
    const fresh: AssetDraft = { ...toAssetDraft('cash-savings', savings), id: 'local-x', name: 'UOB One' };
    const plan = planAssetSync('cash-savings', [savings], [fresh]);
    expect(plan.created).to.deep.equal([
      { name: 'UOB One', totalValueAmount: 1_000_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null },
    ]);
    expect(plan.deleted).to.deep.equal(['a-2']);
  });

  it('only insurance assets carry policy details, compared by value', () => {
    const policy: AssetDto = {
      ...savings,
      id: 'i-1',
      insurance: { ...EMPTY_INSURANCE, insurer: 'I566C', productType: 'TERM' },
    };
    expect(toAssetDraft('cash-savings', savings)).to.not.have.property('insurance');
    const same = toAssetDraft('insurance', policy);
    expect(planAssetSync('insurance', [policy], [same]).updated).to.deep.equal([]);
    const changed = { ...same, insurance: { ...same.insurance!, sumAssured: 10_000_000 } };
    expect(planAssetSync('insurance', [policy], [changed]).updated).to.deep.equal([{ id: 'i-1', insurance: changed.insurance }]);
  });
});

describe('liability sync', () => {
  const loan: LiabilityDto = { id: 'l-1', name: 'HDB loan', amount: 25_000_000, ccy: 'SGD', category: 'MORTGAGE' };
  it('sends the changed amount only, creates new ones and deletes removed ones', () => {
    const plan = planLiabilitySync([loan], [{ ...loan, amount: 24_000_000 }, { id: 'local-1', name: 'Car loan', amount: 3_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' }]);
    expect(plan.updated).to.deep.equal([{ id: 'l-1', amount: 24_000_000 }]);
    expect(plan.created).to.deep.equal([{ name: 'Car loan', amount: 3_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' }]);
    expect(planLiabilitySync([loan], []).deleted).to.deep.equal(['l-1']);
  });
});
