/// <reference types="mocha" />
import { expect } from 'chai';
import type { AssetDto } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { projectPortfolio } from '../../src/cashflow-wealth/domain/investing/growth.js';
import { bankRatePath, formatRate, growthItems, holdingsOf, horizonExplanation, parseRate, RATE_MESSAGE, weightedRateExplanation } from '../src/investing/growth-items';
import { FPDATA } from './support/fpdata';

const asset = (id: string, name: string, totalValueAmount: number, estimatedGrowthRate: number | null, currency = 'SGD'): AssetDto => ({
  id,
  name,
  totalValueAmount,
  currency,
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  quantity: null,
  unitPrice: null,
  estimatedGrowthRate,
  lastUpdatedAt: '2026-11-26T00:00:00.000Z',
  insurance: null,
  property: null,
});

const RATES = { SGD: 1, USD: '1.3' };

describe('estimated growth rate page: rows, saving and explanations', () => {
  it('lists the six investment kinds only, typed ones first, with SGD values and the rate used', () => {
    const items = growthItems(
      {
        'cash-balance': [asset('c', 'Wallet', 100_000, null)],
        stock: [asset('s-bank', 'SINGTEL', 500_000, 12.34), asset('s', 'STI ETF', 3_000_000, null)],
        gold: [asset('g', 'Gold bar', 100_000, 1.5, 'USD')],
      },
      { 's-bank': { sourceName: 'The Central Depository (CDP)', asOf: '102026', sourceRef: 'cdp-1' } },
      RATES,
      FPDATA,
    );
    expect(items.map((i) => [i.name, i.kind, i.valueCents, i.ratePercent, i.isDefault, i.sourceName])).to.deep.equal([
      ['STI ETF', 'stock', 3_000_000, 6, true, null],
      ['SINGTEL', 'stock', 500_000, 12.34, false, 'The Central Depository (CDP)'],
      ['Gold bar', 'gold', 130_000, 1.5, false, null],
    ]);
    expect(items.map((i) => i.save)).to.deep.equal([
      { via: 'asset', kind: 'stock', id: 's' },
      { via: 'bank', path: '/apim/sgx/holding/cdp-1' },
      { via: 'asset', kind: 'gold', id: 'g' },
    ]);
  });

  it('saves an imported rate on the bank record: a depository holding, a fund holding, an investment account’s own amounts', () => {
    expect(bankRatePath('cdp-1', FPDATA)).to.equal('/apim/sgx/holding/cdp-1');
    expect(bankRatePath('h-1', FPDATA)).to.equal('/apim/asset-holding/h-1');
    expect(bankRatePath('srs-1', FPDATA)).to.equal('/apim/asset-amount/srs-1');
    expect(bankRatePath('gone', FPDATA), 'not in the record').to.equal(null);
    expect(bankRatePath('cdp-1', null), 'record not loaded').to.equal(null);
  });

  it('cannot save an imported item while its bank record is not loaded', () => {
    const items = growthItems({ stock: [asset('s-bank', 'SINGTEL', 500_000, null)] }, { 's-bank': { sourceName: 'The Central Depository (CDP)', asOf: '102026', sourceRef: 'cdp-1' } }, RATES, null);
    expect(items[0]!.save).to.equal(null);
  });

  it('leaves out of the sums an investment whose currency has no rate, and says so', () => {
    const items = growthItems({ stock: [asset('s', 'STI ETF', 3_000_000, null), asset('x', 'Tokyo fund', 100_000, null, 'JPY')] }, {}, RATES, null);
    expect(items[1]!.valueCents).to.equal(null);
    expect(holdingsOf(items)).to.deep.equal([{ kind: 'stock', valueCents: 3_000_000, estimatedGrowthRate: null }]);
    expect(weightedRateExplanation(items, 6)).to.contain('One investment is left out: we have no exchange rate for its currency yet.');
  });

  it('takes a rate from -100 to 100 with at most 2 decimals, empty for the default', () => {
    expect(parseRate(' ')).to.deep.equal({ ok: true, rate: null });
    expect(parseRate('4.5')).to.deep.equal({ ok: true, rate: 4.5 });
    expect(parseRate('-100')).to.deep.equal({ ok: true, rate: -100 });
    expect(parseRate('100')).to.deep.equal({ ok: true, rate: 100 });
    for (const bad of ['100.01', '-101', '1.234', 'abc', '5%']) expect(parseRate(bad), bad).to.deep.equal({ ok: false, message: RATE_MESSAGE });
  });

  it('explains the weighted rate and each horizon with the figures shown', () => {
    const items = growthItems({ stock: [asset('s', 'STI ETF', 3_000_000, null)], bond: [asset('b', 'SSB', 1_000_000, null)] }, {}, RATES, null);
    expect(weightedRateExplanation(items, 5.25)).to.equal(
      "Each investment's value in Singapore dollars times its rate, added up and divided by the total value: (S$30,000.00 × 6 % + S$10,000.00 × 3 %) ÷ S$40,000.00 = 5.25 % a year, rounded to 2 decimals.",
    );
    const projection = projectPortfolio(holdingsOf(items), 50_000)!;
    const how = horizonExplanation(projection, 5);
    expect(how.without).to.equal('S$40,000.00 growing at 5.25 % a year, compounded monthly (5.25 ÷ 12 % each month) for 60 months: S$40,000.00 × (1 + 5.25 ÷ 1,200)^60 = S$51,977.29.');
    expect(how.withMonthly).to.equal(
      'The same, plus S$500.00 invested at the end of every month, each growing at the same rate from then on: the 60 monthly investments come to S$34,220.83, so S$86,198.12 in all. You would have put in S$70,000.00 (S$40,000.00 today and 60 × S$500.00).',
    );
    expect(horizonExplanation(projectPortfolio(holdingsOf(items), 0)!, 5).withMonthly).to.equal(null);
    expect(formatRate(-2.5)).to.equal('-2.5 %');
  });
});
