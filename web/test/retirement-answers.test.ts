/// <reference types="mocha" />
import { expect } from 'chai';
import {
  ageOn,
  answerOfServerField,
  asksRetirementAccount,
  emptyAnswers,
  loadAnswers,
  requestOf,
  saveAnswers,
  validateDateOfBirth,
  type RetirementAnswers,
} from '../src/retirement/retirement-answers';

const TODAY = '2026-12-02';
const visitor = (change: Partial<RetirementAnswers> = {}): RetirementAnswers => ({
  ...emptyAnswers(),
  dateOfBirth: '1991-06-15',
  residentialStatus: 'CITIZEN',
  grossMonthlyWage: '6,000',
  oa: '40,000',
  sa: '15,000',
  ma: '5,000',
  monthlySpending: '3,000',
  ...change,
});

describe('"How much will CPF pay me?" answers (docs/decisions.md "How much will CPF pay me?")', () => {
  it('asks for nothing until the date of birth, residency, wage and spending are there: never a figure on a silent zero', () => {
    expect(requestOf(emptyAnswers(), TODAY)).to.deep.equal({
      kind: 'incomplete',
      missing: ['your date of birth', 'whether you are a citizen or a PR', 'your wage', 'what you spend a month'],
    });
    expect(requestOf(visitor({ grossMonthlyWage: '' }), TODAY)).to.deep.equal({ kind: 'incomplete', missing: ['your wage'] });
    // A wage of 0 typed is an answer (does not work), unlike an empty box.
    expect(requestOf(visitor({ grossMonthlyWage: '0' }), TODAY).kind).to.equal('ready');
  });

  it('makes the body in cents with the assumptions as shown; empty optional amounts are S$0 and the RA is not sent below 55', () => {
    const outcome = requestOf(visitor({ bonusMonths: '1.5', ra: '99,999' }), TODAY);
    expect(outcome).to.deep.equal({
      kind: 'ready',
      request: {
        dateOfBirth: '1991-06-15',
        residentialStatus: 'CITIZEN',
        grossMonthlyWage: 600_000,
        bonusMonths: 1.5,
        balances: { oa: 4_000_000, sa: 1_500_000, ma: 500_000, ra: 0 },
        monthlySpending: 300_000,
        investments: 0,
        srsBalance: 0,
        cashSetAside: 0,
        assumptions: {
          payoutStartAge: 65,
          cpfLifePlan: 'STANDARD',
          retirementSumChoice: 'FULL',
          wageGrowthPercent: 3,
          inflationPercent: 2.5,
          investmentsReturnPercent: 4,
          srsReturnPercent: 4,
          cashReturnPercent: 1.5,
          planToAge: 95,
        },
      },
    });
  });

  it('sends each kind of other money with its own return; cash cannot be given a negative return', () => {
    const outcome = requestOf(visitor({ investments: '20,000', srsBalance: '15,000', srsReturnPercent: '0.05', cashSetAside: '8,000', cashReturnPercent: '2' }), TODAY);
    expect(outcome.kind === 'ready' && outcome.request).to.deep.include({ investments: 2_000_000, srsBalance: 1_500_000, cashSetAside: 800_000 });
    expect(outcome.kind === 'ready' && outcome.request.assumptions).to.deep.include({ investmentsReturnPercent: 4, srsReturnPercent: 0.05, cashReturnPercent: 2 });
    expect(requestOf(visitor({ cashReturnPercent: '-1', investmentsReturnPercent: '-1' }), TODAY)).to.deep.equal({ kind: 'invalid', fields: ['cashReturnPercent'] });
  });

  it('asks for the Retirement Account only from 55, and sends it then', () => {
    expect(asksRetirementAccount(visitor({ dateOfBirth: '1971-12-03' }), TODAY)).to.equal(false);
    expect(asksRetirementAccount(visitor({ dateOfBirth: '1971-12-02' }), TODAY)).to.equal(true);
    const outcome = requestOf(visitor({ dateOfBirth: '1968-01-10', ra: '200,000' }), TODAY);
    expect(outcome.kind === 'ready' && outcome.request.balances).to.deep.equal({ oa: 4_000_000, sa: 1_500_000, ma: 500_000, ra: 20_000_000 });
  });

  it('holds back the call while an answer fails its rule, naming the boxes', () => {
    expect(requestOf(visitor({ oa: '-5', payoutStartAge: '71', inflationPercent: 'two' }), TODAY)).to.deep.equal({ kind: 'invalid', fields: ['oa', 'payoutStartAge', 'inflationPercent'] });
    expect(requestOf(visitor({ dateOfBirth: '15/06' }), TODAY)).to.deep.equal({ kind: 'invalid', fields: ['dateOfBirth'] });
  });

  it('checks the age as the calculation does: 16 to 95, not in the future', () => {
    expect(ageOn('1991-06-15', TODAY)).to.equal(35);
    expect(ageOn('1991-12-03', TODAY)).to.equal(34);
    expect(validateDateOfBirth('2027-01-01', TODAY)).to.equal('Your date of birth cannot be in the future');
    expect(validateDateOfBirth('2015-01-01', TODAY)).to.equal('This works out plans for ages 16 to 95: check your date of birth');
    expect(validateDateOfBirth('1991-06-15', TODAY)).to.equal(null);
  });

  it("puts a server 400's field beside its box", () => {
    expect(answerOfServerField('balances.oa')).to.equal('oa');
    expect(answerOfServerField('assumptions.payoutStartAge')).to.equal('payoutStartAge');
    expect(answerOfServerField('dateOfBirth')).to.equal('dateOfBirth');
    expect(answerOfServerField('assumptions.startMonth')).to.equal(null);
  });

  it('keeps the answers in the tab, dropping what was tampered with', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveAnswers(storage, visitor());
    expect(loadAnswers(storage)).to.deep.equal(visitor());
    const key = [...store.keys()][0]!;
    store.set(key, JSON.stringify({ ...visitor(), cpfLifePlan: 'GOLD', residentialStatus: 'TOURIST', oa: 5 }));
    expect(loadAnswers(storage)).to.deep.equal({ ...visitor(), cpfLifePlan: 'STANDARD', residentialStatus: '', oa: '' });
    // Answers kept before each kind of other money had its own return: the one sum and return were the investments'.
    const { investments: _i, investmentsReturnPercent: _r, ...older } = visitor({ srsBalance: '1,000' });
    store.set(key, JSON.stringify({ ...older, otherSavings: '12,000', returnPercent: '5' }));
    expect(loadAnswers(storage)).to.deep.equal(visitor({ srsBalance: '1,000', investments: '12,000', investmentsReturnPercent: '5' }));
    store.set(key, 'not json');
    expect(loadAnswers(storage)).to.equal(null);
  });
});
