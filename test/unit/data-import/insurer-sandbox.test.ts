import { expect } from 'chai';
import { sandboxBankData } from '../../../src/data-import/adapters/bank-sandbox/sandbox-bank-data.js';
import { FAILED_DESCRIPTION, onlyBanks, PARTIAL_DESCRIPTION } from '../../../src/data-import/adapters/bank-sandbox/sandbox-bank-provider.js';
import { bankImportedItems, insuranceDetailsOf } from '../../../src/data-import/application/import-bank-data.js';
import { bankItemsOf } from '../../../src/data-import/domain/bank-data-import.js';
import type { FpData } from '../../../src/data-import/domain/bank-data.js';

const RATES = { SGD: '1', USD: '1.3045', XAU: '5294.80' };
const TODAY = '2026-11-24';

describe('The data sandbox: insurers', () => {
  it('serves the same policies for the same resident, and other figures for another', () => {
    const a = sandboxBankData('resident-a', TODAY).insurance!;
    expect(a).to.deep.equal(sandboxBankData('resident-a', TODAY).insurance);
    expect(a.map((p) => [p.id, p.serviceProvider, p.productType, p.premiumAmount, p.premiumPaid, p.surrenderValue])).to.deep.equal([
      ['pol-1', 'I566C', 'TERM', 4436, 319392, 0],
      ['pol-2', 'I566C', 'CRITICAL_ILLNESS', 2920, 210240, 0],
      ['pol-3', 'I518C', 'WHOLE_LIFE', 293904, 2351232, 1692887],
      ['pol-4', 'I544C', 'MEDICAL', 89266, 446330, null],
      ['pol-5', 'I516L', 'ENDOWMENT', 429625, 1718500, 1546650],
      ['pol-6', 'I522L', 'ANNUITY', 5369584, 5369584, 5101105],
      ['pol-7', 'I808C', 'LONG_TERM_CARE', 40390, 121170, null],
      ['pol-8', 'I808C', 'PERSONAL_ACCIDENT', 6390, 51120, null],
      ['pol-9', 'I527L', 'DISABILITY', 37115, 222690, null],
      ['pol-10', 'I527L', 'OTHERS', 32048, 1922880, 2076710],
    ]);
    expect(sandboxBankData('resident-b', TODAY).insurance!.map((p) => p.premiumAmount)).to.not.deep.equal(a.map((p) => p.premiumAmount));
  });

  it('covers every product type and policy type, every insurer, riders and basic plans, CPF, SRS and cash payment', () => {
    const policies = sandboxBankData('resident-a', TODAY).insurance!;
    const set = (values: string[]) => [...new Set(values)].sort();
    expect(set(policies.map((p) => p.productType))).to.deep.equal(['ANNUITY', 'CRITICAL_ILLNESS', 'DISABILITY', 'ENDOWMENT', 'LONG_TERM_CARE', 'MEDICAL', 'OTHERS', 'PERSONAL_ACCIDENT', 'TERM', 'WHOLE_LIFE']);
    expect(set(policies.map((p) => p.policyType))).to.deep.equal(['INVESTMENT_LINKED', 'NON_PARTICIPATING', 'PARTICIPATING', 'UNIVERSAL_LIFE']);
    expect(set(policies.map((p) => p.serviceProvider))).to.deep.equal(['I516L', 'I518C', 'I522L', 'I527L', 'I544C', 'I566C', 'I808C']);
    expect(set(policies.map((p) => p.riderOrBasic))).to.deep.equal(['BASIC', 'RIDER']);
    expect(set(policies.map((p) => p.paymentMethod))).to.include.members(['CPF_MEDISAVE', 'CPF_ORDINARY', 'SRS', 'CASH', 'AUTOPAY_GIRO', 'CREDIT_CARD']);
    expect(set(policies.map((p) => p.premiumFrequency))).to.deep.equal(['ANNUALLY', 'MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'SINGLE_PREMIUM']);
    expect(policies.every((p) => p.date === '102026' && p.ccy === 'SGD')).to.equal(true);
  });

  it('adding the insurers left the banks\' figures of a resident as they were', () => {
    const data = sandboxBankData('resident-a', TODAY);
    // Literal figures drawn before the policies: the first savings balance and the home loan's.
    expect(data.casa[0]!.amounts[3]!.amount).to.equal(2839587);
    expect(data.fixedDeposit[0]!.amounts[3]!.amount).to.equal(2070610);
  });

  it('fills the record fields of spec 2 §3: aggregateCount and aggregatedAmounts, isJoint and amountByCurrency', () => {
    const data = sandboxBankData('resident-a', TODAY);
    expect(data.fixedDeposit[0]!.aggregateCount).to.equal(2);
    expect(data.fixedDeposit[0]!.amounts[3]!.aggregatedAmounts).to.deep.equal([
      { amount: 1242366, productNumbers: ['fd-1-p1'] },
      { amount: 828244, productNumbers: ['fd-1-p2'] },
    ]);
    expect(data.casa.map((a) => a.isJoint)).to.deep.equal([false, true, undefined, false]);
    expect(data.casa[3]!.amountByCurrency).to.deep.equal([{ ccy: 'USD', amount: 660643 }]);
    expect(data.casa[2]!.aggregateCount).to.equal(1);
  });

  it('lands each policy as an insurance asset with its details, the insurer named, its source and month', () => {
    const assets = bankImportedItems(bankItemsOf(sandboxBankData('resident-a', TODAY), RATES)).assets.filter((a) => a.kind === 'insurance');
    expect(assets).to.have.length(10);
    expect(assets[0]).to.deep.equal({
      kind: 'insurance',
      name: 'Term Protect 65',
      totalValueAmount: 0,
      currency: 'SGD',
      investmentSource: 'CASH',
      estimatedGrowthRate: null,
      sourceName: 'Insurer I566C',
      sourceRef: 'pol-1',
      asOf: '102026',
      insurance: {
        insurer: 'Insurer I566C',
        providerCode: 'I566C',
        policyType: 'NON_PARTICIPATING',
        productType: 'TERM',
        coverageClass: 'LIFE',
        riderOrBasic: 'BASIC',
        premiumAmount: 4436,
        premiumFrequency: 'MONTHLY',
        paymentMethod: 'AUTOPAY_GIRO',
        sumAssured: 50000000,
        accidentalDeathSumAssured: null,
        totalPermanentDisabilitySumAssured: 50000000,
        criticalIllnessSumAssured: null,
      },
    });
    // A whole-life policy is worth its surrender value, not the premiums paid.
    expect(assets.find((a) => a.sourceRef === 'pol-3')!.totalValueAmount).to.equal(1692887);
    expect(assets.find((a) => a.sourceRef === 'pol-6')!.insurance!.paymentMethod).to.equal('SRS');
  });

  it('turns a foreign-currency policy into SGD and leaves a value the vocabulary does not know unknown', () => {
    const details = insuranceDetailsOf({
      providerCode: 'I518C',
      policyType: 'SOMETHING_NEW',
      productType: 'TERM',
      coverageClass: 'LIFE',
      riderOrBasic: 'BASIC',
      premiumAmount: 10_000,
      premiumFrequency: 'MONTHLY',
      paymentMethod: 'CPF_SPECIAL',
      sumsAssured: { DEATH: 1_000 },
    });
    expect([details.policyType, details.paymentMethod, details.sumAssured, details.insurer]).to.deep.equal([null, 'CPF_SPECIAL', 1_000, 'Insurer I518C']);
    const usd: FpData = { ...sandboxBankData('resident-a', TODAY), insurance: [{ ...sandboxBankData('resident-a', TODAY).insurance![2]!, ccy: 'USD', surrenderValue: 100_000, premiumAmount: 1_000 }] };
    const asset = bankItemsOf(usd, RATES).assets.find((a) => a.kind === 'insurance')!;
    expect([asset.totalValueAmount, asset.policy!.premiumAmount, asset.policy!.sumsAssured.DEATH]).to.deep.equal([130450, 1305, 39135000]);
  });

  it('serves only the institutions chosen, and says how each answered', () => {
    const data = onlyBanks(sandboxBankData('resident-a', TODAY), ['DBS', 'I527L']);
    expect(data.insurance!.map((p) => p.id)).to.deep.equal(['pol-9', 'pol-10']);
    expect(data.casa.map((a) => a.serviceProvider)).to.deep.equal(['DBS']);
    expect(data.statuses).to.deep.equal([
      { serviceProvider: 'DBS', statusCode: 200 },
      { serviceProvider: 'I527L', statusCode: 200 },
    ]);
  });

  it('simulates an institution that fails (nothing, 503) and one that answers in part (first of each category, 206)', () => {
    const data = onlyBanks(sandboxBankData('resident-a', TODAY), ['DBS', 'I566C', 'I808C'], { failed: 'DBS', partial: 'I566C' });
    expect(data.casa).to.deep.equal([]);
    expect(data.securedLoan).to.deep.equal([]);
    expect(data.insurance!.map((p) => p.id)).to.deep.equal(['pol-1', 'pol-7', 'pol-8']);
    expect(data.statuses).to.deep.equal([
      { serviceProvider: 'DBS', statusCode: 503, description: FAILED_DESCRIPTION },
      { serviceProvider: 'I566C', statusCode: 206, description: PARTIAL_DESCRIPTION },
      { serviceProvider: 'I808C', statusCode: 200 },
    ]);
  });

  it('reads a record stored before insurers were served (no insurance, no statuses) as having none', () => {
    const { insurance: _insurance, statuses: _statuses, ...old } = sandboxBankData('resident-a', TODAY);
    expect(bankItemsOf(old, RATES).assets.filter((a) => a.kind === 'insurance')).to.deep.equal([]);
  });
});
