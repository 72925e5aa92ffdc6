import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { decideAccess } from '../../../../src/shared-kernel/access-gating.js';
import { RouteGuard } from '../../shared/ui/route-guard';
import { useStores } from '../store-context';
import { buildAccessState, readsTargets } from './access-state';

const UPDATE_BANK_DATA = '/update-bank-data';

/**
 * Every route renders through this gate: it asks the shared `decideAccess` (spec 1 §4, one function for web and
 * server) whether the path may show for the resident's state, and otherwise redirects with the origin path in
 * navigation state. Public routes always pass, so one gate around the whole app leaves no signed-in route out.
 */
export const GatedRoute = observer(function GatedRoute() {
  const { identity, config, tester, dataImport, modules, targets } = useStores();
  const { pathname } = useLocation();
  // Only /update-bank-data's gate reads the bank-data month: ask for it there, and decide once it is known.
  const needsBankMonth = pathname === UPDATE_BANK_DATA && identity.isSignedIn;
  useEffect(() => {
    if (needsBankMonth && dataImport.bankDataStatus === 'idle') void flowResult(dataImport.loadBankData());
  }, [needsBankMonth, dataImport, dataImport.bankDataStatus]);
  // The targets routes' gates read the setup status and whether any goal has expired: ask once, decide when known.
  const needsTargets = readsTargets(pathname) && identity.isSignedIn && Boolean(identity.user?.onboardingComplete);
  useEffect(() => {
    if (!needsTargets) return;
    if (!modules.loaded) void flowResult(modules.load());
    if (targets.status === 'idle') void flowResult(targets.load());
  }, [needsTargets, modules, modules.loaded, targets, targets.status]);
  const bankDataLatestMonth = dataImport.bankDataLatestMonth;
  if (needsBankMonth && bankDataLatestMonth === undefined && dataImport.bankDataStatus !== 'failed') return null;
  if (needsTargets && (!modules.loaded || targets.status === 'idle' || targets.status === 'loading')) return null;
  const state = buildAccessState({
    signedIn: identity.isSignedIn,
    user: identity.user,
    production: config.environment === 'production',
    now: new Date(),
    vanillaTablesMode: tester.vanillaTablesMode,
    bankDataLatestMonth: bankDataLatestMonth ?? null,
    targetSetupComplete: modules.status('SET_SAVING_TARGETS').completed,
    hasExpiredUnpaidTargets: targets.hasExpiredUnpaidTargets,
  });
  const decision = decideAccess(pathname, state);
  return (
    <RouteGuard allowed={decision.allow} fallback={decision.allow ? '/' : decision.redirectTo}>
      <Outlet />
    </RouteGuard>
  );
});
