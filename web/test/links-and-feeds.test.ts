/// <reference types="mocha" />
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { InsurancePolicyEntry } from '../../src/cashflow-wealth/adapters/http/investing.contract.js';
import { sandboxBankData } from '../../src/data-import/adapters/bank-sandbox/sandbox-bank-data.js';
import { homeLinkKey, homeLinkOffers, homeOfLiability } from '../src/wealth/home-link';
import { bankGrowthRatePath, flaggedAssets, keepRate, loadKeptRates } from '../src/wealth/growth-rate-flags';
import { INSURANCE_KINDS, insuranceKindName, insuranceList } from '../src/wealth/insurance-list';
import { INSURANCE_OPTIONS } from '../src/wealth/insurance-options';
import { EMPTY_INSURANCE } from '../src/wealth/asset-sync';
import { asset } from './support/finances-fixtures';

/** docs/decisions.md "Links and feeds": the web's rules for the home link, the growth-rate flags and the one insurance list. */
describe('links and feeds', () => {
  describe('"Is this the mortgage on this home?"', () => {
    const flat = { id: 'h1', name: 'Our flat', securedLiabilityId: null };
    const hdb = { id: 'l1', name: 'HDB loan', category: 'MORTGAGE' as const };
    const car = { id: 'l2', name: 'Car loan', category: 'NON_MORTGAGE' as const };

    it('asks about a home added while a mortgage exists, and a mortgage added while a home exists', () => {
      expect(homeLinkOffers([flat], [hdb, car], new Set(['h1']), new Set()).map((o) => o.question)).to.deep.equal(['Is HDB loan the mortgage on Our flat?']);
      expect(homeLinkOffers([flat], [hdb, car], new Set(['l1']), new Set())).to.have.length(1);
    });

    it('asks nothing when neither was added here, once answered No, or once the home or the mortgage is linked', () => {
      expect(homeLinkOffers([flat], [hdb], new Set(), new Set())).to.deep.equal([]);
      expect(homeLinkOffers([flat], [hdb], new Set(['h1']), new Set([homeLinkKey('h1', 'l1')]))).to.deep.equal([]);
      expect(homeLinkOffers([{ ...flat, securedLiabilityId: 'l1' }], [hdb], new Set(['h1']), new Set())).to.deep.equal([]);
      const second = { id: 'h2', name: 'Parents flat', securedLiabilityId: null };
      expect(homeLinkOffers([{ ...flat, securedLiabilityId: 'l1' }, second], [hdb], new Set(['h2']), new Set()), 'a mortgage on one home is not offered for another').to.deep.equal([]);
    });

    it("names the home on the mortgage's row", () => {
      expect(homeOfLiability('l1', [{ ...flat, securedLiabilityId: 'l1' }])?.name).to.equal('Our flat');
      expect(homeOfLiability('l2', [{ ...flat, securedLiabilityId: 'l1' }])).to.equal(undefined);
    });
  });

  describe('implausible growth rates on the assets', () => {
    const fpdata = sandboxBankData('resident-a', '2026-11-24');
    const sgs = asset({ id: 'a1', name: 'SGS 2.875% 2030', estimatedGrowthRate: 6.8 });
    const typed = asset({ id: 'a2', name: 'Astrea bond', estimatedGrowthRate: 12 });
    const origins = { a1: { sourceName: 'The Central Depository (CDP)', asOf: '102026', sourceRef: 'cdp-3' } };

    it('flags the imported SGS bond (saved through its depository call) and a typed bond (saved on the asset)', () => {
      const items = flaggedAssets({ bond: [sgs, typed] }, origins, fpdata, new Map());
      expect(items.map((item) => [item.asset.name, item.save, item.keepKey, item.flag.defaultRatePercent])).to.deep.equal([
        ['SGS 2.875% 2030', { via: 'bank', path: '/apim/sgx/holding/cdp-3' }, 'bank:cdp-3', 3],
        ['Astrea bond', { via: 'asset' }, 'asset:a2', 3],
      ]);
      expect(flaggedAssets({ bond: [sgs] }, origins, null, new Map())[0]!.save, 'no bank record loaded: cannot save from here').to.equal(null);
    });

    it('keeps a rate the resident kept, until the rate changes', () => {
      const store = new Map<string, string>();
      const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
      keepRate(storage, 'r1', 'bank:cdp-3', 6.8);
      expect(flaggedAssets({ bond: [sgs] }, origins, fpdata, loadKeptRates(storage, 'r1'))).to.deep.equal([]);
      expect(flaggedAssets({ bond: [{ ...sgs, estimatedGrowthRate: 7 }] }, origins, fpdata, loadKeptRates(storage, 'r1'))).to.have.length(1);
      expect(loadKeptRates(storage, 'r2').size, 'another resident').to.equal(0);
    });

    it('finds the call of a deposit too', () => {
      expect([bankGrowthRatePath('casa-1', fpdata), bankGrowthRatePath('fd-1', fpdata), bankGrowthRatePath('ut-1-h1', fpdata), bankGrowthRatePath('nope', fpdata)]).to.deep.equal([
        '/apim/casa/casa-1',
        '/apim/fixed-deposit/fd-1',
        '/apim/asset-holding/ut-1-h1',
        null,
      ]);
    });
  });

  describe('one insurance list', () => {
    const entry = (id: string, policyName: string, productType: InsurancePolicyEntry['insurance']['productType']): InsurancePolicyEntry => ({
      id,
      insurance: { ...EMPTY_INSURANCE, policyName, productType },
      createdAt: '2026-11-20T00:00:00.000Z',
      updatedAt: '2026-11-20T00:00:00.000Z',
    });

    it('has the kinds of spec 2 §9 in one order with their names, and the panel offers exactly them', () => {
      expect(INSURANCE_KINDS.map((k) => k.name)).to.deep.equal(['Term', 'Whole life', 'Endowment', 'Annuity', 'Medical', 'Long-term care', 'Critical illness', 'Disability', 'Personal accident', 'Others']);
      expect(INSURANCE_OPTIONS.productType.map((o) => o.label)).to.deep.equal(INSURANCE_KINDS.map((k) => k.name));
      expect(insuranceKindName(null)).to.equal('Kind not given');
    });

    it("puts both places' policies in one list, by kind then name", () => {
      const wealth = [
        asset({ id: 'w1', name: 'Shield plan', insurance: { ...EMPTY_INSURANCE, productType: 'MEDICAL' } }),
        asset({ id: 'w2', name: 'Car policy', insurance: null }),
        asset({ id: 'w3', name: 'AIA term', insurance: { ...EMPTY_INSURANCE, productType: 'TERM' } }),
      ];
      const rows = insuranceList(wealth, [entry('g1', 'Whole life plan', 'WHOLE_LIFE'), entry('g2', 'Zurich term', 'TERM')]);
      expect(rows.map((r) => [r.name, r.kindName, r.source])).to.deep.equal([
        ['AIA term', 'Term', 'WEALTH'],
        ['Zurich term', 'Term', 'INSURANCE_LIST'],
        ['Whole life plan', 'Whole life', 'INSURANCE_LIST'],
        ['Shield plan', 'Medical', 'WEALTH'],
        ['Car policy', 'Kind not given', 'WEALTH'],
      ]);
    });

    it('is what the protection page and the guide both read (no list of kinds of their own)', () => {
      const protection = readFileSync(new URL('../src/dashboard/protection-overview-page.tsx', import.meta.url), 'utf8');
      const table = readFileSync(new URL('../src/wealth/components/insurance-list-table.tsx', import.meta.url), 'utf8');
      const guide = readFileSync(new URL('../src/investing/pages/guide/insurance-list.tsx', import.meta.url), 'utf8');
      expect(protection).to.match(/<InsuranceListTable /);
      expect(table).to.match(/insuranceList\(wealthPolicies, investing\.insurance\)/);
      expect(guide).to.match(/insuranceList\(dashboard\.finances\?\.insuranceAssets \?\? \[\], investing\.insurance\)/);
      for (const source of [protection, guide]) expect(source).to.not.match(/WHOLE_LIFE: '/);
    });
  });
});
