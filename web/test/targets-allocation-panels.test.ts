/// <reference types="mocha" />
import { expect } from 'chai';
import type { TargetsResponse } from '../../src/targets/adapters/http/targets.contract.js';
import { buildAccessState, readsTargets } from '../src/app/gating/access-state';
import { allocationPanels } from '../src/targets/allocation-panels';
import { decideAccess } from '../../src/shared-kernel/access-gating.js';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';

const goal = (id: string, paidOut: boolean, reallocatedAmount: number) =>
  ({ id, name: id, date: '2027-06-30', totalAmount: 100_000, currentAmount: 0, paidOut, reallocatedAmount }) as unknown as TargetsResponse['goals'][number];

describe('allocation panels', () => {
  const overview = (fundTotal: number | null) =>
    ({
      emergencyFund: fundTotal === null ? null : { name: 'Emergency fund', date: '2027-01-01', totalAmount: fundTotal, reallocatedAmount: 5 },
      goals: [goal('A', false, 7), goal('B', true, 0), goal('C', false, 9)],
    }) as unknown as TargetsResponse;

  it('the emergency fund first when its total is above 0, then the open goals; paid-out goals left out', () => {
    expect(allocationPanels(overview(600_000)).map((p) => [p.key, p.reallocatedAmount])).to.deep.equal([['EMERGENCY_FUND', 5], ['A', 7], ['C', 9]]);
    expect(allocationPanels(overview(null)).map((p) => p.key)).to.deep.equal(['A', 'C']);
  });
});

describe('the targets gate in the browser', () => {
  const user = { consentedToAppTNCAt: '2026-01-10T02:00:00.000Z', latestConsentedToAppNOCAt: '2026-01-10T02:00:00.000Z', emailVerificationStatus: 'VERIFIED', deferEmailVerification: false, onboardingComplete: true, accountStatus: null } as unknown as UserProfile;
  const decide = (path: string, targetSetupComplete: boolean, hasExpiredUnpaidTargets: boolean) =>
    decideAccess(path, buildAccessState({ signedIn: true, user, production: false, now: new Date('2026-11-25T02:00:00Z'), targetSetupComplete, hasExpiredUnpaidTargets }));

  it('names the routes that wait for the targets (not the lock-out page or the allocation after an update)', () => {
    expect(['/targets', '/targets/setup/step-2', '/allocate-funds-and-allocation', '/dashboard/protection/allocate-funds-and-allocation', '/update-savings-preview', '/update-target-progress', '/update-available-funds'].every(readsTargets)).to.equal(true);
    expect(['/targets/lockout-page', '/allocate-available-funds', '/dashboard', '/dashboard/protection/emergency-fund'].some(readsTargets)).to.equal(false);
  });

  it('setup first, then expired targets to the preview, else the targets open', () => {
    expect(decide('/targets', false, false)).to.deep.equal({ allow: false, redirectTo: '/targets/setup' });
    expect(decide('/targets', true, true)).to.deep.equal({ allow: false, redirectTo: '/update-savings-preview' });
    expect(decide('/targets', true, false)).to.deep.equal({ allow: true });
    expect(decide('/update-target-progress', true, false)).to.deep.equal({ allow: false, redirectTo: '/targets' });
  });
});
