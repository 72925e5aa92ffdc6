import { expect } from 'chai';
import { retirementCalculateSchema } from '../../../src/cashflow-wealth/adapters/http/retirement.routes.js';
import { ASSUMPTION_DEFAULTS } from '../../../web/src/retirement/assumption-defaults.js';

/**
 * The public "How much will CPF pay me?" page shows each assumption's default (docs/decisions.md "How much will CPF
 * pay me?"): they must be the ones the calculation takes when the field is left out. Here, not in web/test, because
 * it reads the server's schema.
 */
describe('"How much will CPF pay me?" shows the calculation\'s defaults', () => {
  it('shows the same defaults the calculation takes when an assumption is left out', () => {
    const { value } = retirementCalculateSchema.validate({ dateOfBirth: '1991-06-15', residentialStatus: 'CITIZEN', grossMonthlyWage: 0, monthlySpending: 0 });
    const a = value!.assumptions!;
    const d = ASSUMPTION_DEFAULTS;
    expect({
      payoutStartAge: String(a.payoutStartAge),
      cpfLifePlan: a.cpfLifePlan,
      retirementSumChoice: a.retirementSumChoice,
      wageGrowthPercent: String(a.wageGrowthPercent),
      inflationPercent: String(a.inflationPercent),
      investmentsReturnPercent: String(a.investmentsReturnPercent),
      srsReturnPercent: String(a.srsReturnPercent),
      cashReturnPercent: String(a.cashReturnPercent),
      planToAge: String(a.planToAge),
    }).to.deep.equal({
      payoutStartAge: d.payoutStartAge.value,
      cpfLifePlan: d.cpfLifePlan.value,
      retirementSumChoice: d.retirementSumChoice.value,
      wageGrowthPercent: d.wageGrowthPercent.value,
      inflationPercent: d.inflationPercent.value,
      investmentsReturnPercent: d.investmentsReturnPercent.value,
      srsReturnPercent: d.srsReturnPercent.value,
      cashReturnPercent: d.cashReturnPercent.value,
      planToAge: d.planToAge.value,
    });
  });

});
