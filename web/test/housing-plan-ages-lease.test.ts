/// <reference types="mocha" />
import { expect } from 'chai';
import { newPlanFields } from '../../src/housing/domain/housing-plan';
import { agesOfDraft, changeForStep, draftOf, fieldsOfDraft, stepValid, validateBuyerAge, validateRemainingLease } from '../src/housing/plan-form';
import { yearsAndMonths } from '../src/housing/components/loan-and-cpf-limits';

const base = newPlanFields('2026-11-26');

describe('financing plan form: buyers\' ages and the lease left (docs/decisions.md "Housing loans and CPF limits")', () => {
  it('an age is optional, else whole years from 21 to 99; the lease optional, else 0 to 99', () => {
    expect(validateBuyerAge('')).to.equal(null);
    expect(validateBuyerAge('21')).to.equal(null);
    expect(validateBuyerAge('20')).to.equal('Enter an age from 21 to 99, in whole years');
    expect(validateBuyerAge('30.5')).to.equal('Enter an age from 21 to 99, in whole years');
    expect(validateRemainingLease('')).to.equal(null);
    expect(validateRemainingLease('19')).to.equal(null);
    expect(validateRemainingLease('100')).to.equal('Enter the whole years left on the lease, from 0 to 99');
  });

  it('the plan keeps every buyer\'s age or none: the rules need them all', () => {
    expect(agesOfDraft(['30', '32'], 2)).to.deep.equal([30, 32]);
    expect(agesOfDraft(['30', ''], 2)).to.deep.equal([]);
    expect(agesOfDraft(['30', '32'], 1)).to.deep.equal([30]);
    expect(agesOfDraft(['30'], 2)).to.deep.equal([]);
  });

  it('step 1 sends the ages, step 2 the lease; a bad age keeps step 1 from saving', () => {
    const draft = { ...draftOf({ ...base, flatType: 'RESALE', flatSize: 'FOUR_ROOM', noOfBuyers: 2 }), noOfBuyers: '2', buyerAges: ['25', '27'], remainingLease: '65' };
    expect(changeForStep(0, draft, base)).to.deep.include({ buyerAges: [25, 27] });
    expect(changeForStep(1, draft, base)).to.deep.include({ remainingLease: 65 });
    expect(changeForStep(1, { ...draft, remainingLease: '' }, base)).to.deep.include({ remainingLease: null });
    expect(stepValid(0, { ...draft, buyerAges: ['25', '17'] })).to.equal(false);
    expect(stepValid(1, draft)).to.equal(true);
    expect(stepValid(1, { ...draft, remainingLease: '120' })).to.equal(false);
    expect(fieldsOfDraft(draft, base)).to.deep.include({ buyerAges: [25, 27], remainingLease: 65 });
  });

  it('a stored plan reads back as text, one age box per buyer', () => {
    const draft = draftOf({ ...base, noOfBuyers: 2, buyerAges: [30, 41], remainingLease: 70 });
    expect(draft.buyerAges).to.deep.equal(['30', '41']);
    expect(draft.remainingLease).to.equal('70');
    expect(draftOf({ ...base, noOfBuyers: 2 }).buyerAges).to.deep.equal(['', '']);
  });

  it('years and months in words', () => {
    expect(yearsAndMonths(18, 9)).to.equal('18 years and 9 months');
    expect(yearsAndMonths(1, 1)).to.equal('1 year and 1 month');
  });
});
