/**
 * /retirement-plan (signed in; docs/decisions.md "The retirement plan"): the resident's own projection from their
 * profile, cashflow and wealth, each input with its source; the gross-wage question when it must be asked; the
 * assumptions, saved with PUT /retirement-plan; and the answer, laid out as the public page lays it out, with three
 * charts. Every figure is the server's.
 */
import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import type { RetirementPlanRequest, RetirementPlanResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { CPF_PAY_ME, RETIREMENT_PLAN } from '../../app/site-map';
import { useStores } from '../../app/store-context';
import { formatDisplayDate } from '../../shared/format/date-time';
import { Button } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { Link } from 'react-router-dom';
import { CpfFigures } from '../pages/cpf-answer';
import { GrossWageQuestion } from './gross-wage-question';
import { HousingPlanOffers } from './housing-plan-offers';
import { PlanAssumptions, type SaveOutcome } from './plan-assumptions';
import { BalancesChart, IncomeChart, LeversChart } from './plan-charts';
import { saveFailureOf } from './plan-settings-form';
import { YourFigures } from './your-figures';
import '../pages/how-much-will-cpf-pay-me.css';
import { retirementPlanStoreOf } from './retirement-plan-store';
import './retirement-plan.css';

export const RetirementPlanPage = observer(function RetirementPlanPage() {
  usePageTitle(RETIREMENT_PLAN.label);
  return (
    <div className="container page cpf-pay retirement-plan">
      <p className="eyebrow">Retirement</p>
      <h1>{RETIREMENT_PLAN.label}</h1>
      <p className="lead cpf-pay__lead">
        What CPF LIFE may pay you, what you will need and the gap between them, worked out from your own figures. Change the assumptions to see what
        moves it. An estimate to plan with, not a figure from CPF.
      </p>
      <PlanState />
    </div>
  );
});

/** The plan as loaded: waiting, failed (with a retry) or there. Apart from the page so search reads only its words. */
const PlanState = observer(function PlanState() {
  const store = retirementPlanStoreOf(useStores());
  useEffect(() => {
    void flowResult(store.load());
  }, [store]);
  // The plan's arrival is a MobX change, which React renders at once in one long task; deferred, the old view renders
  // again (cheap) and the plan in slices (docs/decisions/web.md "Rendering in slices", "Lighthouse profile and pages").
  const answer = useDeferredValue(store.answer);
  const save = async (request: RetirementPlanRequest): Promise<SaveOutcome> => {
    try {
      await flowResult(store.save(request));
      return null;
    } catch (error) {
      return saveFailureOf(error);
    }
  };
  if (answer) return <PlanBody answer={answer} busy={store.saving} save={save} />;
  if (!store.loadFailed) {
    return (
      <p className="retirement-plan__loading" role="status">
        Loading your plan…
      </p>
    );
  }
  return (
    <div className="cpf-pay__refused" role="alert">
      <AlertIcon size={18} />
      <p>
        We could not load your plan just now.{' '}
        <Button variant="link" onClick={() => void flowResult(store.load())}>
          Try again
        </Button>
      </p>
    </div>
  );
});

function PlanBody({ answer, busy, save }: { answer: RetirementPlanResponse; busy: boolean; save: (request: RetirementPlanRequest) => Promise<SaveOutcome> }) {
  const r = answer.plan;
  // Two commits of half the size instead of one: the resident's figures, the questions and the answer's headline first;
  // the assumptions form, the saved date (the page's first date formatter) and the sections under the headline, all
  // below a phone's first screen and each at the end of its column, in a transition once those are on screen.
  const [lower, showLower] = useState(false);
  useEffect(() => startTransition(() => showLower(true)), []);
  return (
    <div className="cpf-pay__layout retirement-plan__layout">
      <div className="retirement-plan__side">
        <YourFigures answer={answer} />
        {answer.grossWageQuestion && <GrossWageQuestion question={answer.grossWageQuestion} settings={answer.settings} busy={busy} answer={(s) => void save(s)} />}
        <HousingPlanOffers settings={answer.settings} busy={busy} use={(s) => void save(s)} />
        {lower && (
          <>
            <PlanAssumptions settings={answer.settings} wageFromData={answer.inputs.grossMonthlyWage.value} replacement={answer.incomeReplacementGuide} busy={busy} save={save} />
            <p className="cpf-pay__note">
              {answer.savedAt ? `Last saved ${formatDisplayDate(answer.savedAt)}.` : 'Not saved yet: these are the defaults.'} Trying figures without keeping them? Use{' '}
              <Link to={CPF_PAY_ME.to}>{CPF_PAY_ME.label}</Link>
            </p>
          </>
        )}
      </div>
      <section className="card cpf-pay__answer" aria-labelledby="cpf-answer-heading" aria-live="polite" aria-busy={busy || undefined}>
        <h2 id="cpf-answer-heading" className="card__title">
          Your answer
        </h2>
        {r ? (
          <CpfFigures
            r={r}
            updating={busy}
            headlineOnly={!lower}
            charts={{ income: <IncomeChart r={r} />, balances: <BalancesChart r={r} />, levers: <LeversChart r={r} /> }}
          />
        ) : (
          <p className="cpf-pay__waiting" data-testid="plan-not-available">
            <strong>Not available yet:</strong> {answer.missing.map((item) => item.message).join('; ') || 'your figures are not all there yet'}. The
            figures appear once these are in: none is worked out on a missing one.
          </p>
        )}
      </section>
    </div>
  );
}
