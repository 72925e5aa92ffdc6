/// <reference types="mocha" />
import { expect } from 'chai';
import { assetDraftOf, assetFormErrors, assetFormOf } from '../src/wealth/asset-form';
import { ASSET_GROUPS, panelFields } from '../src/wealth/asset-kinds';
import { toAssetDraft } from '../src/wealth/asset-sync';
import { ownedValueCents } from '../src/wealth/home-value';
import { HOME_PRICE_SOURCES } from '../src/wealth/market-price-links';
import { parseOwnershipShare, validateAddress, validateValuationDate, valueSourceNote } from '../src/wealth/property-rules';
import { wealthTotals, fxRatesOf } from '../src/wealth/wealth-totals';
import { assetMix } from '../src/dashboard/area-breakdowns';
import { netWorthWithHomeSummary, showsWithoutHome } from '../src/dashboard/net-worth-chart-format';
import { asset, finances, RATES } from './support/finances-fixtures';
import type { PropertyDetails } from '../src/wealth/wealth.types';

const TODAY = '2026-11-26';
const flatDetails: PropertyDetails = {
  propertyType: 'HDB',
  hdbFlatType: '4_ROOM',
  address: null,
  ownershipShare: 50,
  valuationDate: '2018-11-15',
  valueSource: 'MYINFO_PURCHASE_PRICE',
  securedLiabilityId: 'l-1',
};

describe('wealth: the home as an asset (decisions.md "The home as an asset")', () => {
  it('has its own group with the home panel fields; it is no investment', () => {
    const home = ASSET_GROUPS.find((group) => group.id === 'home')!;
    expect(home.kinds).to.deep.equal(['property']);
    expect(panelFields('property')).to.deep.include({ propertyDetails: true, investmentSource: false, enterBy: false, marketPriceInfo: false });
    expect(panelFields('cash-savings').propertyDetails).to.equal(false);
  });

  it('links to HDB resale prices and URA private transactions', () => {
    expect(HOME_PRICE_SOURCES.map((source) => new URL(source.href).hostname)).to.deep.equal(['services2.hdb.gov.sg', 'www.ura.gov.sg']);
  });

  it('checks the share (1 to 100 %, 2 decimals), the valuation date (not after today) and the address as the server does', () => {
    expect(parseOwnershipShare('50')).to.deep.equal({ ok: true, share: 50 });
    expect(parseOwnershipShare('33.33%')).to.deep.equal({ ok: true, share: 33.33 });
    expect(parseOwnershipShare('0.5')).to.deep.equal({ ok: false, message: 'Must be more than or equal to 1' });
    expect(parseOwnershipShare('100.5')).to.deep.equal({ ok: false, message: 'Must be less than or equal to 100' });
    expect(parseOwnershipShare('33.333')).to.deep.equal({ ok: false, message: 'Must have at most 2 decimal places' });
    expect(parseOwnershipShare('')).to.deep.equal({ ok: false, message: 'Please enter a value' });
    expect(validateValuationDate(TODAY, TODAY)).to.equal(null);
    expect(validateValuationDate('2026-11-27', TODAY)).to.equal('The valuation date cannot be in the future');
    expect(validateValuationDate('', TODAY)).to.equal('Please enter a value');
    expect(validateAddress('')).to.equal(null);
    expect(validateAddress(' Blk 1')).to.equal('Cannot have space as first and last character');
    expect(validateAddress('x'.repeat(201))).to.equal('Must be at most 200 characters');
  });

  it('a new home is yours in full and valued today; the form makes the details the server takes (no flat type off HDB)', () => {
    const form = assetFormOf('property', undefined, TODAY);
    expect([form.ownershipShare, form.valuationDate, form.propertyType]).to.deep.equal(['100', TODAY, '']);
    expect(assetFormErrors(form, TODAY)).to.deep.include({ propertyType: 'Please enter a value', name: 'Please enter a value' });
    const filled = { ...form, name: 'Our condo', totalValue: '1,500,000', propertyType: 'CONDOMINIUM' as const, hdbFlatType: '4_ROOM' as const, ownershipShare: '50', securedLiabilityId: 'l-1' };
    expect(assetFormErrors(filled, TODAY)).to.deep.equal({});
    const draft = assetDraftOf(filled);
    expect(draft.totalValueAmount).to.equal(150_000_000);
    expect(draft.property).to.deep.equal({ propertyType: 'CONDOMINIUM', hdbFlatType: null, address: null, ownershipShare: 50, valuationDate: TODAY, securedLiabilityId: 'l-1' });
  });

  it("sends a stored home's details without the value source (the server's to set)", () => {
    const stored = asset({ id: 'h', totalValueAmount: 45_000_000, property: flatDetails });
    expect(toAssetDraft('property', stored).property).to.deep.equal({ propertyType: 'HDB', hdbFlatType: '4_ROOM', address: null, ownershipShare: 50, valuationDate: '2018-11-15', securedLiabilityId: 'l-1' });
  });

  it("counts the resident's share of the home in the totals and the asset mix", () => {
    const home = asset({ id: 'h', totalValueAmount: 45_000_001, property: flatDetails });
    expect(ownedValueCents(home)).to.equal(22_500_001);
    const totals = wealthTotals([home], null, [], fxRatesOf([]));
    expect(totals.totalAssets).to.equal(22_500_001);
    expect(assetMix(finances({ propertyAssets: [home] }), RATES).amounts).to.deep.equal([{ label: 'Home', value: 22_500_001 }]);
  });

  it('says where the value came from', () => {
    const date = (d: string) => `on ${d}`;
    expect(valueSourceNote(flatDetails, date)).to.equal('Purchase price from Myinfo, on 2018-11-15');
    expect(valueSourceNote({ ...flatDetails, valueSource: 'MYINFO_NO_PRICE' }, date)).to.equal('Myinfo gave no price for this flat: add your estimate');
    expect(valueSourceNote({ ...flatDetails, valueSource: 'TYPED' }, date)).to.equal('Your estimate, on 2018-11-15');
  });

  it('draws net worth without the home only when it differs, and says both in the summary', () => {
    const worth = [
      { date: '2026-11-20', value: 100_000 },
      { date: '2026-11-21', value: 50_000_000 },
    ];
    expect(showsWithoutHome(worth, worth)).to.equal(false);
    const without = [
      { date: '2026-11-20', value: 100_000 },
      { date: '2026-11-21', value: 200_000 },
    ];
    expect(showsWithoutHome(worth, without)).to.equal(true);
    expect(netWorthWithHomeSummary(worth, without)).to.equal('Your net worth is S$500,000.00, up S$499,000.00 since 20 Nov 2026. Without your home and its loan, it is S$2,000.00.');
  });
});
