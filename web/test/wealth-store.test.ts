/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import { toAssetDraft, type AssetDraft } from '../src/wealth/asset-sync';
import { assetsFromFinances, emptyByKind, WealthStore } from '../src/wealth/wealth-store';
import type { WealthApi } from '../src/wealth/wealth.api';
import type { AssetDto, FullFinancesResponse, LiabilityDto } from '../src/wealth/wealth.types';

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
const loan: LiabilityDto = { id: 'l-1', name: 'HDB loan', amount: 25_000_000, ccy: 'SGD', category: 'MORTGAGE' };

/** An in-memory API: records every call; the server works out totals; `failOn` makes one call reject. */
function fakeApi() {
  const calls: Array<[string, ...unknown[]]> = [];
  let next = 100;
  let failOn: string | null = null;
  const check = (name: string) => {
    if (failOn === name) {
      failOn = null;
      throw new Error(`${name} failed`);
    }
  };
  const finances = { stockAssets: [stock], cashSavingsAssets: [], liabilities: [loan], cpfAsset: null } as unknown as FullFinancesResponse;
  const withTotal = (a: Omit<AssetDraft, 'id'> & { id: string }): AssetDto => ({
    ...a,
    totalValueAmount: a.enterOption === 'UNIT_PRICE' ? Math.round((a.quantity ?? 0) * (a.unitPrice ?? 0)) : (a.totalValueAmount ?? 0),
    lastUpdatedAt: '2026-11-22T02:00:00.000Z',
    insurance: null,
    property: null,
  });
  const api: WealthApi = {
    getFinances: async () => finances,
    getLatestFxRates: async () => [{ currencyCode: 'USD', exchangeRate: '1.3', retrievedDate: '2026-11-21' }],
    createAsset: async (kind, body) => {
      calls.push(['createAsset', kind, body]);
      check('createAsset');
      return withTotal({ ...body, id: `a-${next++}` });
    },
    updateAsset: async (kind, id, changes) => {
      calls.push(['updateAsset', kind, id, changes]);
      check('updateAsset');
      return withTotal({ ...toAssetDraft(kind, stock), ...changes, id });
    },
    deleteAsset: async (kind, id) => {
      calls.push(['deleteAsset', kind, id]);
      return id;
    },
    linkHome: async (liabilityId, homeId) => {
      calls.push(['linkHome', liabilityId, homeId]);
      return withTotal({ ...toAssetDraft('stock', stock), id: homeId });
    },
    updateCpf: async (body) => {
      calls.push(['updateCpf', body]);
      return { id: 'cpf-1', type: 'CPF', ...body };
    },
    createLiability: async (body) => {
      calls.push(['createLiability', body]);
      check('createLiability');
      return { ...body, id: `l-${next++}` };
    },
    updateLiability: async (id, changes) => {
      calls.push(['updateLiability', id, changes]);
      check('updateLiability');
      return { ...loan, ...changes, id };
    },
    deleteLiability: async (id) => {
      calls.push(['deleteLiability', id]);
      return id;
    },
  };
  return { api, calls, failNext: (name: string) => (failOn = name) };
}

async function loadedStore() {
  const fake = fakeApi();
  const store = new WealthStore(fake.api);
  await flowResult(store.load());
  return { store, ...fake };
}

function drafts(store: WealthStore) {
  const byKind = emptyByKind<AssetDraft>();
  for (const asset of store.assets.stock) byKind.stock.push(toAssetDraft('stock', asset));
  return byKind;
}

describe('WealthStore', () => {
  it('a failed finances read sets loadFailed (the rates may still arrive); clear() forgets everything', async () => {
    const fake = fakeApi();
    const store = new WealthStore({ ...fake.api, getFinances: () => Promise.reject(new Error('offline')) });
    await flowResult(store.load());
    expect(store.loadFailed).to.equal(true);
    expect(store.loaded).to.equal(false);
    expect(store.fxRates).to.deep.equal({ SGD: '1', USD: '1.3' });
    const loaded = (await loadedStore()).store;
    loaded.clear();
    expect([loaded.loaded, loaded.liabilities, loaded.allAssets, loaded.cpfAsset]).to.deep.equal([false, [], [], null]);
  });

  it('assetsFromFinances() reads each kind from its list name', () => {
    const byKind = assetsFromFinances({ unitTrustAssets: [stock], otherNonInvestmentAssets: [stock] } as never);
    expect(byKind['unit-trust']).to.deep.equal([stock]);
    expect(byKind['other-non-investment']).to.deep.equal([stock]);
    expect(byKind['cash-balance']).to.deep.equal([]);
  });

  it('load() takes the asset lists by kind, the liabilities and the FX rates (missing lists read as empty)', async () => {
    const { store } = await loadedStore();
    expect(store.loaded).to.equal(true);
    expect(store.assets.stock).to.deep.equal([stock]);
    expect(store.assets.gold).to.deep.equal([]);
    expect(store.liabilities).to.deep.equal([loan]);
    expect(store.fxRates).to.deep.equal({ SGD: '1', USD: '1.3' });
  });

  it('saveAssets() PATCHes only the changed fields and takes the answer (with the server total)', async () => {
    const { store, calls } = await loadedStore();
    const edit = drafts(store);
    edit.stock[0] = { ...edit.stock[0]!, quantity: 120 };
    await flowResult(store.saveAssets(edit));
    expect(calls).to.deep.equal([['updateAsset', 'stock', 'a-1', { quantity: 120 }]]);
    expect(store.assets.stock[0]).to.deep.include({ id: 'a-1', quantity: 120, totalValueAmount: 2_760_000 });
  });

  it('saveAssets() POSTs new items without their local id and DELETEs removed ones', async () => {
    const { store, calls } = await loadedStore();
    const edit = drafts(store);
    edit.stock = [];
    edit.gold = [{ ...toAssetDraft('gold', stock), id: 'local-1', name: 'Gold bar', currency: 'SGD', quantity: 1.5, unitPrice: 265_033 }];
    await flowResult(store.saveAssets(edit));
    // Kind by kind, in the page's order (investments: stocks before gold).
    expect(calls.map((c) => c.slice(0, 2))).to.deep.equal([
      ['deleteAsset', 'stock'],
      ['createAsset', 'gold'],
    ]);
    expect(calls[1]![2]).to.not.have.property('id');
    expect(store.assets.stock).to.deep.equal([]);
    expect(store.assets.gold.map((a) => [a.name, a.totalValueAmount])).to.deep.equal([['Gold bar', 397_550]]);
  });

  it('after a failed save, saving again updates what was already created instead of creating it twice', async () => {
    const { store, calls, failNext } = await loadedStore();
    const edit = drafts(store);
    edit['cash-savings'] = [{ ...toAssetDraft('cash-savings', { ...stock, enterOption: 'TOTAL_VALUE' }), id: 'local-9', name: 'OCBC', totalValueAmount: 500_000, currency: 'SGD' }];
    edit.stock[0] = { ...edit.stock[0]!, unitPrice: 1 };
    failNext('updateAsset');
    let failed = false;
    await flowResult(store.saveAssets(edit)).catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(store.assets['cash-savings']).to.have.length(1);
    calls.length = 0;
    await flowResult(store.saveAssets(edit));
    expect(calls.map((c) => c[0])).to.deep.equal(['updateAsset']);
    expect(store.assets['cash-savings']).to.have.length(1);
  });

  it('saveLiabilities() syncs the list and saveCpf() keeps the answer', async () => {
    const { store, calls } = await loadedStore();
    await flowResult(
      store.saveLiabilities([{ ...loan, amount: 24_000_000 }, { id: 'local-2', name: 'Car loan', amount: 3_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' }]),
    );
    expect(calls).to.deep.equal([
      ['createLiability', { name: 'Car loan', amount: 3_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' }],
      ['updateLiability', 'l-1', { amount: 24_000_000 }],
    ]);
    expect(store.liabilities.map((l) => l.name)).to.deep.equal(['HDB loan', 'Car loan']);
    await flowResult(store.saveCpf({ oa: 1, sa: 2, ma: 3 }));
    expect(store.cpfAsset).to.deep.equal({ id: 'cpf-1', type: 'CPF', oa: 1, sa: 2, ma: 3 });
  });

  it('saveGrowthRate() sends the rate alone and keeps the answer (the growth-rate tool)', async () => {
    const { store, calls } = await loadedStore();
    calls.length = 0;
    await flowResult(store.saveGrowthRate('stock', 'a-1', 7.5));
    expect(calls).to.deep.equal([['updateAsset', 'stock', 'a-1', { estimatedGrowthRate: 7.5 }]]);
    expect(store.assets.stock.map((a) => a.estimatedGrowthRate)).to.deep.equal([7.5]);
    await flowResult(store.saveGrowthRate('stock', 'a-1', null));
    expect(calls[1]).to.deep.equal(['updateAsset', 'stock', 'a-1', { estimatedGrowthRate: null }]);
  });
});
