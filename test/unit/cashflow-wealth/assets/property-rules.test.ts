import { expect } from 'chai';
import { mergeAssetChange, settleAsset, type AssetDraft } from '../../../../src/cashflow-wealth/domain/asset.js';
import { shareOfValue, type PropertyDetails } from '../../../../src/cashflow-wealth/domain/property-details.js';
import type { DomainError, FieldError } from '../../../../src/shared-kernel/errors.js';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';

const RATES = new Map([['USD', '1.3045']]);
const TODAY = '2026-11-26' as LocalDate;
const LOAN_ID = '7b0d7d2e-8a4b-4c43-9d59-3f3c1d1f0a11';

const details = (over: Partial<PropertyDetails> = {}): Partial<PropertyDetails> => ({
  propertyType: 'HDB',
  hdbFlatType: '4_ROOM',
  address: '123 Lorong 1 Toa Payoh',
  ownershipShare: 50,
  valuationDate: '2026-10-01' as LocalDate,
  securedLiabilityId: LOAN_ID,
  ...over,
});
const home = (over: Partial<AssetDraft> = {}): AssetDraft => ({
  name: 'My flat',
  totalValueAmount: 60_000_000,
  currency: 'SGD',
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  property: details(),
  ...over,
});

function problemsOf(draft: AssetDraft): FieldError[] {
  try {
    settleAsset('property', draft, RATES, TODAY);
    return [];
  } catch (error) {
    return (error as DomainError & { details: FieldError[] }).details;
  }
}

describe('cashflow-wealth assets: the home (property) rules', () => {
  it("keeps a home's details; a typed value is the resident's ('TYPED')", () => {
    const settled = settleAsset('property', home(), RATES, TODAY);
    expect(settled.property).to.deep.equal({ ...details(), valueSource: 'TYPED', importedMortgageRef: null });
    expect(settled.insurance).to.equal(null);
  });

  it('asks for the details of a home, and refuses them on any other kind', () => {
    expect(problemsOf(home({ property: null }))).to.deep.equal([{ field: 'property', message: 'Please enter the details of your home' }]);
    expect(() => settleAsset('cashSavings', home({ name: 'Savings' }), RATES, TODAY)).to.throw().with.property('details').deep.equal([{ field: 'property', message: 'Only a home has property details' }]);
  });

  it('needs a type, a share of 1 to 100 % (2 decimals) and a valuation date not after today', () => {
    expect(problemsOf(home({ property: details({ propertyType: undefined, hdbFlatType: null, ownershipShare: undefined, valuationDate: undefined }) }))).to.deep.equal([
      { field: 'property.propertyType', message: 'Please enter a value' },
      { field: 'property.ownershipShare', message: 'Please enter a value' },
      { field: 'property.valuationDate', message: 'Please enter a value' },
    ]);
    expect(problemsOf(home({ property: details({ ownershipShare: 0.5 }) }))).to.deep.equal([{ field: 'property.ownershipShare', message: 'Must be more than or equal to 1' }]);
    expect(problemsOf(home({ property: details({ ownershipShare: 100.01 }) }))).to.deep.equal([{ field: 'property.ownershipShare', message: 'Must be less than or equal to 100' }]);
    expect(problemsOf(home({ property: details({ ownershipShare: 33.333 }) }))).to.deep.equal([{ field: 'property.ownershipShare', message: 'Must have at most 2 decimal places' }]);
    expect(problemsOf(home({ property: details({ ownershipShare: 100, valuationDate: TODAY }) }))).to.deep.equal([]);
    expect(problemsOf(home({ property: details({ valuationDate: '2026-11-27' as LocalDate }) }))).to.deep.equal([{ field: 'property.valuationDate', message: 'The valuation date cannot be in the future' }]);
    expect(problemsOf(home({ property: details({ valuationDate: '2026-02-29' as LocalDate }) }))).to.deep.equal([{ field: 'property.valuationDate', message: 'Invalid format' }]);
  });

  it('gives a flat type to HDB flats only; the address is optional, trimmed and at most 200 characters', () => {
    expect(problemsOf(home({ property: details({ propertyType: 'CONDOMINIUM' }) }))).to.deep.equal([{ field: 'property.hdbFlatType', message: 'Only an HDB flat has a flat type' }]);
    expect(problemsOf(home({ property: details({ propertyType: 'LANDED', hdbFlatType: null, address: null }) }))).to.deep.equal([]);
    expect(problemsOf(home({ property: details({ address: ' Blk 1' }) }))).to.deep.equal([{ field: 'property.address', message: 'Cannot have space as first and last character' }]);
    expect(problemsOf(home({ property: details({ address: 'x'.repeat(201) }) }))).to.deep.equal([{ field: 'property.address', message: 'Must be at most 200 characters' }]);
  });

  it('is held in cash and entered as a total value', () => {
    expect(problemsOf(home({ investmentSource: 'CPFIS' }))).to.deep.equal([{ field: 'investmentSource', message: 'This kind of asset is held in CASH' }]);
  });

  it("makes Myinfo's purchase price the resident's value once they send a value or a valuation date", () => {
    const imported = settleAsset('property', home({ property: details({ valueSource: 'MYINFO_PURCHASE_PRICE' }) }), RATES, TODAY);
    expect(imported.property!.valueSource).to.equal('MYINFO_PURCHASE_PRICE');
    expect(mergeAssetChange(imported, { name: 'Our flat' }).property!.valueSource).to.equal('MYINFO_PURCHASE_PRICE');
    expect(mergeAssetChange(imported, { property: { ownershipShare: 100 } }).property).to.deep.include({ valueSource: 'MYINFO_PURCHASE_PRICE', ownershipShare: 100, hdbFlatType: '4_ROOM' });
    // The same value or date sent again (the web sends a home's details whole) leaves Myinfo's price as it is.
    expect(mergeAssetChange(imported, { totalValueAmount: 60_000_000, property: { ...details(), ownershipShare: 60 } }).property!.valueSource).to.equal('MYINFO_PURCHASE_PRICE');
    expect(mergeAssetChange(imported, { totalValueAmount: 70_000_000 }).property!.valueSource).to.equal('TYPED');
    expect(mergeAssetChange(imported, { property: { valuationDate: TODAY } }).property!.valueSource).to.equal('TYPED');
  });

  it("applies the resident's share to the value, half up to the cent", () => {
    expect(shareOfValue(60_000_000 as Cents, 50)).to.equal(30_000_000);
    expect(shareOfValue(100_001 as Cents, 50)).to.equal(50_001);
    expect(shareOfValue(100_000 as Cents, 33.33)).to.equal(33_330);
  });
});

describe('cashflow-wealth assets: a home secures the liability the resident names', () => {
  it("keeps the import's link up to date until the resident names another liability (or none)", () => {
    const imported = settleAsset('property', home({ property: details({ securedLiabilityId: LOAN_ID, importedMortgageRef: 'MYINFO:hdb:1' }) }), RATES, TODAY);
    expect(mergeAssetChange(imported, { property: { securedLiabilityId: LOAN_ID } }).property!.importedMortgageRef).to.equal('MYINFO:hdb:1');
    expect(mergeAssetChange(imported, { property: { securedLiabilityId: null } }).property!.importedMortgageRef).to.equal(null);
  });
});
