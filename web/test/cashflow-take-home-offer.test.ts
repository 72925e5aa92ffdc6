/// <reference types="mocha" />
import { expect } from 'chai';
import { estimateTakeHomePay } from '../../src/shared-kernel/cpf-contributions.js';
import { toCents } from '../../src/shared-kernel/money.js';
import type { IncomeForm } from '../src/cashflow/setup/income-rules';
import { cpfRatesAsOf, takeHomeIsOffered, takeHomeOffer } from '../src/cashflow/setup/take-home-offer';

const salary: Pick<IncomeForm, 'type' | 'currency' | 'gross'> = { type: 'EMPLOYMENT', currency: 'SGD', gross: '5,000' };
const citizen30 = { age: 30, residentialStatus: 'CITIZEN' as const };

describe('cashflow take-home offer (enter once)', () => {
  it('offers gross minus the CPF share at the resident’s age, naming CPF’s rates and their month', () => {
    // CPF: 20 % employee share up to age 55 from 1 Jan 2026 -> S$5,000 leaves S$4,000.
    const offer = takeHomeOffer(salary, citizen30);
    expect(offer).to.deep.equal({
      text: '4,000.00',
      cents: 400_000,
      message: "After your CPF share: about S$4,000.00 (CPF's rates for age 30, as of Jan 2026)",
      useLabel: 'Use S$4,000.00',
      usedMessage: "Estimated from CPF's rates for age 30, as of Jan 2026. Change it if your payslip says otherwise.",
    });
    expect(cpfRatesAsOf()).to.equal('Jan 2026');
  });

  it('gives the one engine’s figure: estimateTakeHomePay, band and ceiling included', () => {
    // 60 -> the "above 55 to 60" band; S$9,000 is above the S$8,000 ceiling.
    for (const [gross, resident] of [
      ['9,000', { age: 30, residentialStatus: 'PR' as const }],
      ['6,000', { age: 60, residentialStatus: 'CITIZEN' as const }],
      ['600', citizen30],
    ] as const) {
      const offer = takeHomeOffer({ ...salary, gross }, resident);
      const cents = Number(gross.replace(',', '')) * 100;
      expect(offer?.cents, gross).to.equal(estimateTakeHomePay(toCents(cents), resident.age, resident.residentialStatus));
    }
    // S$9,000 at 30: 20 % of the S$8,000 ceiling is S$1,600 -> S$7,400.
    expect(takeHomeOffer({ ...salary, gross: '9,000' }, citizen30)?.text).to.equal('7,400.00');
  });

  it('makes no offer for a foreigner, non-employment or non-SGD income, an unknown age or status, or no valid gross', () => {
    expect(takeHomeOffer(salary, { age: 30, residentialStatus: 'FOREIGNER' })).to.equal(null);
    expect(takeHomeOffer(salary, { age: null, residentialStatus: 'CITIZEN' })).to.equal(null);
    expect(takeHomeOffer(salary, { age: 30, residentialStatus: null })).to.equal(null);
    expect(takeHomeOffer(salary, null)).to.equal(null);
    expect(takeHomeOffer({ ...salary, type: 'RENT' }, citizen30)).to.equal(null);
    expect(takeHomeOffer({ ...salary, type: '' }, citizen30)).to.equal(null);
    expect(takeHomeOffer({ ...salary, currency: 'USD' }, citizen30)).to.equal(null);
    expect(takeHomeOffer({ ...salary, gross: '' }, citizen30)).to.equal(null);
    expect(takeHomeOffer({ ...salary, gross: 'abc' }, citizen30)).to.equal(null);
    expect(takeHomeOffer({ ...salary, gross: '0' }, citizen30)).to.equal(null);
  });

  it('knows when the take-home field holds the offered figure, however it is typed', () => {
    const offer = takeHomeOffer(salary, citizen30)!;
    expect(takeHomeIsOffered('4,000.00', offer)).to.equal(true);
    expect(takeHomeIsOffered('4000', offer)).to.equal(true);
    expect(takeHomeIsOffered('4,000.01', offer)).to.equal(false);
    expect(takeHomeIsOffered('', offer)).to.equal(false);
  });
});
