import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { PLAN_STEPS } from '../../../../src/housing/domain/housing-plan.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { saveErrorText } from '../../cashflow/setup/save-errors';
import { formatMoney, type Cents } from '../../shared/format/money';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { Figure } from '../components/plan-preview';
import { PLAN_COLOUR_HEX } from '../plan-colours';
import { PLAN_STEP_PAGES } from '../plan-form';
import { planStepPath, planSummaryPath } from '../plan-paths';
import { usePlan } from '../use-plan';
import { usePlanFigures } from '../use-plan-figures';
import { profilePlanStart } from '../who-is-buying';
import { singaporeToday } from '../../shared/format/date-time';
import { RECOMMENDED_STEP_PATH } from './recommended-summary';
import { PlanLoading } from './plan-page-states';
import '../housing.css';

/** /buying-a-house/financing-plan: the resident's plans, a new one, a copy, a deletion (spec 3 §2, §4). */
export const FinancingPlansPage = observer(function FinancingPlansPage() {
  usePageTitle('Financing plans');
  const { housing, identity } = useStores();
  const { ready } = usePlan(undefined);
  const figures = usePlanFigures();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<HousingPlanDto | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(saveErrorText(e));
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => {
      // A new plan starts from the resident's own figures (plan-figures.ts) and buyer 1's profile (who-is-buying.ts),
      // each editable on its first step.
      const plan = await flowResult(housing.create({ ...(figures.ready ? figures.start : {}), ...profilePlanStart(identity.user, singaporeToday()) }));
      navigate(planStepPath(plan.id, 0));
    });

  if (!ready) return <PlanLoading />;
  return (
    <div className="container page financing-plans">
      <p className="eyebrow">Buying a house</p>
      <h1>Your financing plans</h1>
      <p className="lead financing-plans__lead">
        Work out how you would pay for a flat: the upfront payment in cash and CPF, the loan, and every fee. Make a plan for each flat you are
        considering, and compare them. <Link to="/buying-a-house">Read the purchase guide</Link>
      </p>
      <div className="button-row">
        <ButtonLink to={RECOMMENDED_STEP_PATH}>Make a recommended plan</ButtonLink>
        <Button variant="secondary" onClick={() => void create()} disabled={busy}>
          Make a custom plan
        </Button>
      </div>
      <ServerErrorNote message={error} />
      {housing.plans.length === 0 ? (
        <p className="financing-plans__empty">
          You have no plans yet. Start with a recommended plan of what you can afford (2 minutes), or make a custom plan for a flat you have in mind (about 10 minutes;
          you can save it part way).
        </p>
      ) : (
        <ul className="card-grid">
          {housing.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} busy={busy} onDuplicate={() => void run(async () => void (await flowResult(housing.duplicate(plan.id))))} onDelete={() => setDeleting(plan)} />
          ))}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this plan?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                const plan = deleting;
                setDeleting(null);
                if (plan) void run(() => flowResult(housing.remove(plan.id)));
              }}
            >
              Delete plan
            </Button>
          </>
        }
      >
        <p>{deleting ? `'${deleting.planName}' and everything in it will be deleted. You can't undo this.` : ''}</p>
      </Modal>
    </div>
  );
});

function PlanCard({ plan, busy, onDuplicate, onDelete }: { plan: HousingPlanDto; busy: boolean; onDuplicate: () => void; onDelete: () => void }) {
  const step = PLAN_STEPS.indexOf(plan.planStep);
  const recommended = plan.planType === 'DEFAULT';
  const open = plan.isPlanCompleted || recommended ? planSummaryPath(plan.id) : planStepPath(plan.id, step);
  // A recommended plan's summary is the one the server works out at the price it affords (planSummary).
  const s = plan.summary;
  return (
    <li className="plan-card" style={{ borderTopColor: PLAN_COLOUR_HEX[plan.planColor] }}>
      <h2 className="plan-card__name">{plan.planName}</h2>
      <p className="plan-card__status">
        {recommended ? 'Recommended plan: what you can afford' : plan.isPlanCompleted ? 'Complete' : `In progress: step ${step + 1} of ${PLAN_STEP_PAGES.length}`}
      </p>
      {s.flatPrice > 0 && (
        <dl className="plan-figures">
          <Figure label="Flat price" value={formatMoney(s.flatPrice as Cents)} />
          <Figure label="Loan" value={formatMoney(s.estimatedLoanAmount as Cents)} />
          <Figure label="Monthly instalment" value={formatMoney(s.monthlyMortgageInstalment as Cents)} />
        </dl>
      )}
      <div className="plan-card__actions">
        <ButtonLink to={open} variant="secondary">
          {plan.isPlanCompleted || recommended ? 'See summary' : 'Continue'}
          <span className="sr-only">: {plan.planName}</span>
        </ButtonLink>
        <Button variant="link" onClick={onDuplicate} disabled={busy}>
          Duplicate<span className="sr-only"> {plan.planName}</span>
        </Button>
        <Button variant="link" onClick={onDelete} disabled={busy}>
          Delete<span className="sr-only"> {plan.planName}</span>
        </Button>
      </div>
    </li>
  );
}
