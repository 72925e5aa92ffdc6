import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { additionalBuyerStampDuty, buyerStampDuty, dutiableValue, hdbLegalFee, type AbsdBuyers } from '../../../src/housing/domain/purchase-duties.js';
import type { Residency } from '../../../src/housing/domain/housing-plan.js';

const dollars = (d: number) => Math.round(d * 100) as Cents;
const bsd = (price: number, day: string) => buyerStampDuty(dollars(price), day).amount / 100;

describe("Buyer's stamp duty by purchase date (IRAS, docs/decisions.md \"Housing rules as dated tables\")", () => {
  it('from 15 Feb 2023: 1 / 2 / 3 / 4 / 5 / 6 % bands', () => {
    const day = '2026-11-26';
    expect(bsd(180_000, day)).to.equal(1_800);
    expect(bsd(1_500_000, day)).to.equal(44_600);
    expect(bsd(2_000_000, day)).to.equal(69_600);
    expect(bsd(3_000_000, day)).to.equal(119_600);
    expect(bsd(10_000_000, day)).to.equal(539_600);
    expect(bsd(0, day)).to.equal(0);
  });

  it('20 Feb 2018 - 14 Feb 2023 (the spec\'s tiers): 4 % above 1,000,000, so S$5,000 less at S$2m and S$155,000 less at S$10m', () => {
    for (const day of ['2018-02-20', '2023-02-14']) {
      expect(bsd(180_000, day)).to.equal(1_800);
      expect(bsd(1_500_000, day)).to.equal(44_600);
      expect(bsd(2_000_000, day)).to.equal(64_600);
      expect(bsd(3_000_000, day)).to.equal(104_600);
      expect(bsd(10_000_000, day)).to.equal(384_600);
    }
    expect(bsd(2_000_000, '2023-02-15') - bsd(2_000_000, '2023-02-14')).to.equal(5_000);
    expect(bsd(10_000_000, '2023-02-15') - bsd(10_000_000, '2023-02-14')).to.equal(155_000);
  });

  it('before 20 Feb 2018: 1 / 2 / 3 % with 3 % on everything above 360,000', () => {
    const day = '2018-02-19';
    expect(bsd(180_000, day)).to.equal(1_800);
    expect(bsd(1_500_000, day)).to.equal(39_600);
    expect(bsd(2_000_000, day)).to.equal(54_600);
    expect(bsd(3_000_000, day)).to.equal(84_600);
  });

  it('rounds down to the dollar, also on a price with cents', () => {
    // 1,800 + 2 % of 120,025 = 4,200.50: IRAS charges 4,200 (half up to the cent gave 4,200.50).
    for (const day of ['2018-02-19', '2020-01-01', '2026-11-26']) expect(bsd(300_025, day)).to.equal(4_200);
    // 5,400 + 3 % of 140,000.99 = 9,600.0297
    expect(bsd(500_000.99, '2026-11-26')).to.equal(9_600);
    expect(bsd(180_099.99, '2026-11-26')).to.equal(1_801);
  });

  it('names the IRAS row it used', () => {
    const { sources } = buyerStampDuty(dollars(500_000), '2026-11-26');
    expect(sources).to.have.length(1);
    expect(sources[0]!.publisher).to.equal('IRAS');
    expect(sources[0]!.title).to.contain('15 Feb 2023');
    expect(buyerStampDuty(dollars(500_000), '2020-06-01').sources[0]!.title).to.contain('20 Feb 2018 to 14 Feb 2023');
  });

  it('the dutiable value is the higher of the price and the valuation', () => {
    expect(dutiableValue(dollars(500_000), dollars(480_000))).to.equal(dollars(500_000));
    expect(dutiableValue(dollars(500_000), dollars(520_000))).to.equal(dollars(520_000));
    expect(dutiableValue(dollars(500_000), null)).to.equal(dollars(500_000));
  });
});

const buyers = (residencies: Residency[], propertiesOwned: number, householdType: AbsdBuyers['householdType'] = 'SINGLE'): AbsdBuyers => ({
  householdType,
  buyerResidencies: residencies,
  propertiesOwned,
});
const absd = (residencies: Residency[], owned: number, day = '2026-11-26', household: AbsdBuyers['householdType'] = 'SINGLE') =>
  additionalBuyerStampDuty(dollars(1_000_000), buyers(residencies, owned, household), day);

describe("Additional buyer's stamp duty (IRAS)", () => {
  it('from 27 Apr 2023: citizens 0 / 20 / 30 %, permanent residents 5 / 30 / 35 %, foreigners 60 %', () => {
    expect([0, 1, 2, 5].map((owned) => absd(['CITIZEN'], owned).percent)).to.deep.equal(['0', '20', '30', '30']);
    expect([0, 1, 2, 5].map((owned) => absd(['PR'], owned).percent)).to.deep.equal(['5', '30', '35', '35']);
    expect([0, 1, 2].map((owned) => absd(['FOREIGNER'], owned).percent)).to.deep.equal(['60', '60', '60']);
    expect(absd(['CITIZEN'], 1).amount).to.equal(dollars(200_000));
    expect(absd(['PR'], 0).amount).to.equal(dollars(50_000));
    expect(absd(['FOREIGNER'], 0).amount).to.equal(dollars(600_000));
    expect(absd(['CITIZEN'], 0).amount).to.equal(0);
  });

  it('16 Dec 2021 - 26 Apr 2023: citizens 0 / 17 / 25 %, permanent residents 5 / 25 / 30 %, foreigners 30 %', () => {
    const day = '2023-04-26';
    expect([0, 1, 2].map((owned) => absd(['CITIZEN'], owned, day).percent)).to.deep.equal(['0', '17', '25']);
    expect([0, 1, 2].map((owned) => absd(['PR'], owned, day).percent)).to.deep.equal(['5', '25', '30']);
    expect(absd(['FOREIGNER'], 0, '2021-12-16').percent).to.equal('30');
  });

  it('6 Jul 2018 - 15 Dec 2021: citizens 0 / 12 / 15 %, permanent residents 5 / 15 / 15 %, foreigners 20 %', () => {
    const day = '2021-12-15';
    expect([0, 1, 2].map((owned) => absd(['CITIZEN'], owned, day).percent)).to.deep.equal(['0', '12', '15']);
    expect([0, 1, 2].map((owned) => absd(['PR'], owned, day).percent)).to.deep.equal(['5', '15', '15']);
    expect(absd(['FOREIGNER'], 0, '2018-07-06').percent).to.equal('20');
    expect(absd(['FOREIGNER'], 0, '2018-07-05').percent).to.equal('15');
    expect(absd(['FOREIGNER'], 0, '2011-12-07').percent).to.equal('0');
  });

  it('a joint purchase pays the highest rate of its buyers', () => {
    expect(absd(['CITIZEN', 'FOREIGNER'], 0).percent).to.equal('60');
    expect(absd(['CITIZEN', 'PR'], 1).percent).to.equal('30');
    expect(absd(['CITIZEN', 'CITIZEN'], 2).amount).to.equal(dollars(300_000));
  });

  it('rounds down to the dollar', () => {
    expect(additionalBuyerStampDuty(dollars(333_333.33), buyers(['PR'], 0), '2026-11-26').amount).to.equal(dollars(16_666));
  });

  it('a couple with a citizen is told of the remission (first home) and the refund (second home), still charged', () => {
    const first = absd(['CITIZEN', 'PR'], 0, '2026-11-26', 'FAMILY');
    expect(first.amount).to.equal(dollars(50_000));
    expect(first.note).to.contain('remits this duty');
    const second = absd(['CITIZEN', 'CITIZEN'], 1, '2026-11-26', 'FAMILY');
    expect(second.amount).to.equal(dollars(200_000));
    expect(second.note).to.equal(
      'If you are a married couple and at least one of you is a citizen, IRAS refunds this duty when you sell your first home within 6 months of buying this one (of getting its keys, for a flat still being built).',
    );
    expect(absd(['CITIZEN'], 1, '2026-11-26', 'FAMILY').note).to.equal(null);
    expect(absd(['PR', 'PR'], 1, '2026-11-26', 'FAMILY').note).to.equal(null);
    expect(absd(['CITIZEN', 'CITIZEN'], 2, '2026-11-26', 'FAMILY').note).to.equal(null);
    expect(absd(['CITIZEN', 'CITIZEN'], 1, '2026-11-26', 'SINGLE').note).to.equal(null);
  });
});

describe("HDB's legal fees with GST", () => {
  it("HDB's example: a S$345,000 flat, 27 + 21.60 + 171 = 219.60, rounded up to 220, with 9 % GST is S$239.80", () => {
    const fee = hdbLegalFee(dollars(345_000), '2026-11-26');
    expect(fee.feeBeforeGst).to.equal(dollars(220));
    expect(fee.gst).to.equal(dollars(19.8));
    expect(fee.amount).to.equal(dollars(239.8));
    expect(fee.gstPercent).to.equal('9');
    expect(fee.sources.map((s) => s.publisher)).to.deep.equal(['HDB', 'IRAS']);
  });

  it('GST by the purchase date: 7 % until 2022, 8 % in 2023, 9 % from 2024', () => {
    expect(hdbLegalFee(dollars(345_000), '2022-12-31').amount).to.equal(dollars(235.4));
    expect(hdbLegalFee(dollars(345_000), '2023-01-01').amount).to.equal(dollars(237.6));
    expect(hdbLegalFee(dollars(345_000), '2023-12-31').amount).to.equal(dollars(237.6));
    expect(hdbLegalFee(dollars(345_000), '2024-01-01').amount).to.equal(dollars(239.8));
  });

  it('the bands: 0.90 per 1,000 to 30,000, 0.72 to 60,000, 0.60 beyond; up to the dollar; at least S$20; nothing on 0', () => {
    expect(hdbLegalFee(dollars(30_000), '2026-11-26').feeBeforeGst).to.equal(dollars(27));
    expect(hdbLegalFee(dollars(60_000), '2026-11-26').feeBeforeGst).to.equal(dollars(49));
    expect(hdbLegalFee(dollars(300_000), '2026-11-26').feeBeforeGst).to.equal(dollars(193));
    expect(hdbLegalFee(dollars(10_000), '2026-11-26').feeBeforeGst).to.equal(dollars(20));
    expect(hdbLegalFee(dollars(10_000), '2026-11-26').amount).to.equal(dollars(21.8));
    expect(hdbLegalFee(dollars(0), '2026-11-26').amount).to.equal(0);
  });
});
