import { expect } from 'chai';
import { personalDataOf, personBasicOf } from '../../../src/data-import/adapters/myinfo/myinfo-v3-person.js';
import { flatsStillOwedOn, mortgageOf } from '../../../src/data-import/domain/personal-data-mapping.js';

const item = (value: unknown) => ({ lastupdated: '2020-02-04', source: '1', classification: 'C', value });

/** Trimmed from mockpass's persona S9812381D (guide §6), with an RA balance added for the cents rounding. */
const TAN_HENG_HUAT = {
  uinfin: item('S9812381D'),
  name: item('TAN HENG HUAT'),
  dob: item('1998-06-06'),
  sex: { lastupdated: '2020-02-04', code: 'F', desc: 'FEMALE' },
  marital: { lastupdated: '2020-02-04', code: '2', desc: 'MARRIED' },
  residentialstatus: { lastupdated: '2020-02-04', code: 'C', desc: 'CITIZEN' },
  email: item(''),
  cpfbalances: { lastupdated: '2020-02-04', oa: { value: 58839.75 }, sa: { value: 15349.5 }, ma: { value: 20466 }, ra: { value: 0.005 } },
  noa: {
    lastupdated: '2020-02-04',
    yearofassessment: { value: '2018' },
    amount: { value: 64400 },
    employment: { value: 64400 },
    trade: { value: 0 },
    rent: { value: 0 },
    interest: { value: 0 },
    category: { value: 'ORIGINAL' },
    taxclearance: { value: 'N' },
  },
  hdbownership: [
    {
      lastupdated: '2020-02-04',
      address: { type: 'SG', block: { value: '102' }, street: { value: 'BEDOK NORTH AVENUE 4' }, country: { code: 'SG', desc: 'SINGAPORE' } },
      hdbtype: { code: '113', desc: '3-ROOM FLAT (HDB)' },
      noofowners: { value: 2 },
      outstandingloanbalance: { value: 435600 },
      monthlyloaninstalment: { value: 1800 },
    },
    { hdbtype: { code: '118', desc: 'STUDIO APARTMENT (HDB)' }, outstandingloanbalance: { value: 0 }, monthlyloaninstalment: { value: 0 } },
  ],
};

describe('Myinfo v3 person -> personal-data record', () => {
  const record = personalDataOf(TAN_HENG_HUAT, '2026-11-24T06:00:00.000Z');

  it('CPF balances in cents (dollars with decimals, half up); ra only when Myinfo has it', () => {
    expect(record.cpf).to.deep.equal({ oa: 5_883_975, sa: 1_534_950, ma: 2_046_600, ra: 1 });
    const { ra: _ra, ...cpf } = TAN_HENG_HUAT.cpfbalances;
    expect(personalDataOf({ ...TAN_HENG_HUAT, cpfbalances: cpf }, 'x').cpf?.ra).to.equal(null);
  });

  it('the notice of assessment with its year as text', () => {
    expect(record.noa).to.deep.equal({
      amount: 6_440_000,
      employment: 6_440_000,
      trade: 0,
      interest: 0,
      rent: 0,
      yearOfAssessment: '2018',
      category: 'ORIGINAL',
      taxClearance: 'N',
      lastUpdatedAt: '2020-02-04',
    });
  });

  it('flats: share 100 / owners, the whole instalment from CPF by default, an id by position; zero-balance flats dropped later', () => {
    expect(record.hdbOwnership.map((f) => [f.id, f.description, f.outstandingLoanBalance, f.monthlyCashLoanInstalment, f.monthlyCPFLoanInstalment, f.percentageShare])).to.deep.equal([
      ['1', '3-ROOM FLAT (HDB), 102 BEDOK NORTH AVENUE 4', 43_560_000, 0, 180_000, 50],
      ['2', 'STUDIO APARTMENT (HDB)', 0, 0, 0, 100],
    ]);
    const mortgages = flatsStillOwedOn(record.hdbOwnership).map(mortgageOf);
    expect(mortgages.map((m) => [m.liability.amount, m.repayment.amount, m.repayment.cpf])).to.deep.equal([[21_780_000, 180_000, 180_000]]);
  });

  it("flats: the type, the address on one line, the purchase price in cents and the day of purchase (for the home's value)", () => {
    expect(record.hdbOwnership.map((f) => [f.hdbType, f.address, f.purchasePrice, f.dateOfPurchase])).to.deep.equal([
      ['3-ROOM FLAT (HDB)', '102 BEDOK NORTH AVENUE 4', null, null],
      ['STUDIO APARTMENT (HDB)', null, null, null],
    ]);
    const bought = personalDataOf(
      {
        hdbownership: [
          {
            address: { block: { value: '123' }, street: { value: 'LORONG 1 TOA PAYOH' }, floor: { value: '12' }, unit: { value: '22' }, building: { value: 'TOA PAYOH VIEW' }, postal: { value: '310123' } },
            purchaseprice: { value: 450000.5 },
            dateofpurchase: { value: '2018-11-15' },
          },
        ],
      },
      'x',
    ).hdbOwnership[0]!;
    expect([bought.address, bought.purchasePrice, bought.dateOfPurchase]).to.deep.equal(['123 LORONG 1 TOA PAYOH #12-22 TOA PAYOH VIEW SINGAPORE 310123', 45_000_050, '2018-11-15']);
  });

  it('unavailable items give no record part rather than zeros', () => {
    const unavailable = { lastupdated: '', source: '1', classification: 'C', unavailable: true };
    const empty = personalDataOf({ cpfbalances: unavailable, noa: unavailable, hdbownership: [] }, 'x');
    expect(empty).to.deep.equal({ noa: null, cpf: null, hdbOwnership: [], latestConsentAt: 'x' });
  });

  it('basic data: codes for sex, marital and residential status; empty strings are unknown', () => {
    expect(personBasicOf(TAN_HENG_HUAT)).to.deep.equal({ name: 'TAN HENG HUAT', dob: '1998-06-06', sex: 'F', maritalStatus: '2', residentialStatus: 'C', email: null });
    expect(personBasicOf({ residentialstatus: { code: '', desc: '' } }).residentialStatus).to.equal(null);
  });
});
