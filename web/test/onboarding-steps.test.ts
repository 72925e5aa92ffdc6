/// <reference types="mocha" />
import { expect } from 'chai';
import {
  afterLastStepPath,
  firstMissingStep,
  hasStartedOnboarding,
  missingItems,
  onboardingProgress,
  onboardingStepPath,
  resumePath,
  type OnboardingFacts,
} from '../src/onboarding/onboarding-steps';

/** A resident just signed in with Myinfo basics: step 1 is filled in, nothing else. */
const FROM_MYINFO: OnboardingFacts = {
  name: 'TAN HENG HUAT',
  dob: '1998-06-06',
  sex: 'F',
  maritalStatus: 'M',
  residentialStatus: 'CITIZEN',
  email: null,
  emailVerificationStatus: 'UNVERIFIED',
  deferEmailVerification: false,
  employmentStatusRange: null,
  workYearsRange: null,
  onboardingComplete: false,
};

const DONE: OnboardingFacts = {
  ...FROM_MYINFO,
  email: 'heng.huat@example.com',
  deferEmailVerification: true,
  employmentStatusRange: 'FULL_PART_TIME',
  workYearsRange: 'ABOVE_5',
  onboardingComplete: true,
};

describe('onboarding steps', () => {
  describe('firstMissingStep and missingItems', () => {
    it('a Myinfo resident misses the email and work steps', () => {
      expect(firstMissingStep(FROM_MYINFO)).to.equal(1);
      expect(missingItems(FROM_MYINFO).map((i) => i.label)).to.deep.equal(['Email address', 'Employment status', 'Years worked']);
    });
    it('without Myinfo basics, step 1 comes first', () => {
      const bare = { ...FROM_MYINFO, name: null, dob: null, sex: null, maritalStatus: null, residentialStatus: null };
      expect(firstMissingStep(bare)).to.equal(0);
      expect(missingItems(bare).slice(0, 5).map((i) => i.label)).to.deep.equal([
        'Name',
        'Date of birth',
        'Sex',
        'Marital status',
        'Residential status',
      ]);
    });
    it('a blank name counts as missing', () => {
      expect(firstMissingStep({ ...DONE, name: '  ' })).to.equal(0);
    });
    it('the email step is passed once verified or deferred, as the server decides completion', () => {
      expect(firstMissingStep({ ...FROM_MYINFO, email: 'a@example.com' })).to.equal(1);
      expect(missingItems({ ...FROM_MYINFO, email: 'a@example.com' })[0]!.label).to.equal('Confirmation of your email address');
      expect(firstMissingStep({ ...FROM_MYINFO, email: 'a@example.com', emailVerificationStatus: 'VERIFIED' })).to.equal(2);
      expect(firstMissingStep({ ...FROM_MYINFO, deferEmailVerification: true })).to.equal(2);
    });
    it('only years worked missing points at step 3', () => {
      expect(firstMissingStep({ ...DONE, workYearsRange: null, onboardingComplete: false })).to.equal(2);
    });
    it('nothing missing', () => {
      expect(firstMissingStep(DONE)).to.equal(null);
      expect(missingItems(DONE)).to.deep.equal([]);
    });
  });

  describe('progress and resume', () => {
    it('a new resident starts at step 1 even though Myinfo filled it in', () => {
      expect(hasStartedOnboarding(FROM_MYINFO)).to.equal(false);
      expect(onboardingProgress(FROM_MYINFO, 0)).to.deep.equal({ complete: false, currentStep: 0 });
      expect(resumePath(FROM_MYINFO, 0)).to.equal('/onboarding/info/step-1');
    });
    it('confirming step 1 in this visit opens step 2', () => {
      expect(onboardingProgress(FROM_MYINFO, 1)).to.deep.equal({ complete: false, currentStep: 1 });
      expect(resumePath(FROM_MYINFO, 1)).to.equal('/onboarding/info/step-2');
    });
    it('a resident who got further before resumes at the first missing step', () => {
      const halfway = { ...FROM_MYINFO, email: 'a@example.com', deferEmailVerification: true };
      expect(hasStartedOnboarding(halfway)).to.equal(true);
      expect(resumePath(halfway, 0)).to.equal('/onboarding/info/step-3');
    });
    it('the step reached never goes past the last step', () => {
      expect(onboardingProgress(FROM_MYINFO, 7).currentStep).to.equal(2);
    });
    it('complete: the completed page', () => {
      expect(onboardingProgress(DONE, 0)).to.deep.equal({ complete: true, currentStep: null });
      expect(resumePath(DONE, 0)).to.equal('/onboarding/completed');
    });
    it('after the last step: completed when the server says so, else the list of what is missing', () => {
      expect(afterLastStepPath(DONE)).to.equal('/onboarding/completed');
      expect(afterLastStepPath({ ...DONE, onboardingComplete: false })).to.equal('/onboarding/incomplete');
    });
    it('step paths', () => {
      expect([0, 1, 2].map(onboardingStepPath)).to.deep.equal([
        '/onboarding/info/step-1',
        '/onboarding/info/step-2',
        '/onboarding/info/step-3',
      ]);
    });
  });
});
