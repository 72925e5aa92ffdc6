/**
 * "Keep this as my plan" on the public "How much will CPF pay me?" page: signed in, the answers become the
 * Retirement plan's settings (PUT /retirement-plan) and the plan opens; not signed in, a sign-in that returns to the
 * page, where the answers wait in this tab (as "What can I afford?" does with a financing plan).
 */
import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RetirementCalculateRequest } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { CPF_PAY_ME, RETIREMENT_PLAN } from '../../app/site-map';
import { useStores } from '../../app/store-context';
import { rememberReturnPath } from '../../identity/return-path';
import { Button } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { retirementPlanStoreOf } from './retirement-plan-store';
import { keptPlanRequest } from './keep-as-plan';
import type { TypedOtherMoney } from '../retirement-answers';

const NOT_KEPT =
  'Your CPF balances, date of birth and residency typed here are not kept: your plan reads your own, from Myinfo or what you enter in your profile and wealth.';

export const KeepAsMyPlan = observer(function KeepAsMyPlan({ request, typed }: { request: RetirementCalculateRequest; typed: TypedOtherMoney }) {
  const stores = useStores();
  const { identity } = stores;
  const retirementPlan = retirementPlanStoreOf(stores);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!identity.isSignedIn) {
    return (
      <div className="cpf-pay__keep">
        <Button
          onClick={() => {
            rememberReturnPath(CPF_PAY_ME.to);
            navigate('/login');
          }}
        >
          Log in to keep this as my plan
        </Button>
        <p className="cpf-pay__note">Log in with Singpass: you come back here with your answers, and can keep them as your Retirement plan. {NOT_KEPT}</p>
      </div>
    );
  }
  const keep = async () => {
    setBusy(true);
    setError(null);
    try {
      await flowResult(retirementPlan.save(keptPlanRequest(request, typed)));
      navigate(RETIREMENT_PLAN.to);
    } catch {
      setError('We could not keep your plan just now. Check your connection, then try again.');
      setBusy(false);
    }
  };
  return (
    <div className="cpf-pay__keep">
      <Button onClick={() => void keep()} disabled={busy}>
        Keep this as my plan
      </Button>
      <p className="cpf-pay__note">
        Your wage, bonus, spending, other savings and assumptions become your Retirement plan&apos;s, replacing any you kept before. {NOT_KEPT}
      </p>
      {error && (
        <div className="cpf-pay__refused" role="alert">
          <AlertIcon size={18} />
          <p>{error}</p>
        </div>
      )}
    </div>
  );
});
