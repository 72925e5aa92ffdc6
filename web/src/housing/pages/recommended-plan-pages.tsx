import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { FIRE_INSURANCE_PREMIUM, APPLICATION_FEE } from '../../../../src/housing/domain/housing-costs.js';
import { eligibilityRate, loanToValue, msrLimitPercent } from '../../../../src/housing/domain/loan-limits.js';
import { FLAT_SIZES, newPlanFields, type FlatSize } from '../../../../src/housing/domain/housing-plan.js';
import { singaporeToday } from '../../shared/format/date-time';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { saveErrorText } from '../../cashflow/setup/save-errors';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { formatMoney, parseMoneyInput, type Cents } from '../../shared/format/money';
import { ButtonLink } from '../../shared/ui/button';
import { MoneyInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { agesOfDraft, draftOf, validateBuyerAge, validateFlatSize, validatePlanAmount, validatePlanName, validatePropertiesOwned } from '../plan-form';
import { WhoIsBuyingFields } from '../components/who-is-buying-fields';
import { buyerCount, profilePlanStart, whoIsBuyingChange, whoIsBuyingOf } from '../who-is-buying';
import { FINANCING_PLAN_PATH, planSummaryPath } from '../plan-paths';
import { RECOMMENDED_PLAN_NAME } from '../recommended-plan';
import { usePlan } from '../use-plan';
import { usePlanFigures } from '../use-plan-figures';
import { showsFigure, type FigureField, type PlanStart } from '../plan-figures';
import { FROM_YOUR_FIGURES } from '../components/plan-step-fields';
import { PlanLoading } from './plan-page-states';
import { RECOMMENDED_ASSUMPTIONS_PATH, RECOMMENDED_STEP_PATH } from './recommended-summary';
import '../housing.css';

const m = (cents: number) => formatMoney(cents as Cents);
const FLAT_SIZE_LABELS: Readonly<Record<FlatSize, string>> = { TWO_ROOM: '2-room Flexi', THREE_ROOM: '3-room', FOUR_ROOM: '4-room', FIVE_ROOM: '5-room', EXECUTIVE: 'Executive' };
const amount = (text: string): Cents | null => {
  const parsed = parseMoneyInput(text);
  return text.trim() === '' || !parsed.ok ? null : parsed.cents;
};

/**
 * /buying-a-house/financing-plan/recommended/step-1 (?plan={id} to change one): the household's income, CPF,
 * savings and grants; saving makes (or updates) the recommended plan and opens what it affords.
 */
export const RecommendedStepPage = observer(function RecommendedStepPage() {
  const [params] = useSearchParams();
  const { ready, plan } = usePlan(params.get('plan') ?? undefined);
  const figures = usePlanFigures();
  if (!ready || !figures.ready) return <PlanLoading />;
  return <RecommendedForm key={plan?.id ?? 'new'} plan={plan?.planType === 'DEFAULT' ? plan : null} figures={figures} />;
});

const RecommendedForm = observer(function RecommendedForm({ plan, figures }: { plan: HousingPlanDto | null; figures: { start: PlanStart; texts: Partial<Record<FigureField, string>>; origins: Partial<Record<FigureField, string>> } }) {
  usePageTitle('Recommended plan');
  const { housing } = useStores();
  const navigate = useNavigate();
  const { identity } = useStores();
  // A new plan starts from the resident's own figures (plan-figures.ts) and, for buyer 1, their profile (who-is-buying.ts).
  const today = singaporeToday();
  const start = draftOf(plan ?? ({ ...newPlanFields(today), ...figures.start, ...profilePlanStart(identity.user, today), planName: RECOMMENDED_PLAN_NAME } as HousingPlanDto));
  const [name, setName] = useState(start.fields.planName);
  const [who, setWho] = useState(() => whoIsBuyingOf({ ...start.fields, noOfBuyers: Number(start.noOfBuyers), buyerAges: agesOfDraft(start.buyerAges, Number(start.noOfBuyers)), propertiesOwned: Number(start.propertiesOwned) }));
  // The size sets HDB's option fee: asked, never assumed (docs/decisions.md "Housing rules completed").
  const [flatSize, setFlatSize] = useState<FlatSize | null>(start.fields.flatSize);
  const [money, setMoney] = useState({ income: start.money.monthlyHouseholdIncome, cpf: start.money.cpfOABalance, cash: start.money.cashSavings, grants: start.money.cpfHousingGrant });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, revealed, reveal } = useFormReveal();
  const valid =
    validatePlanName(name) === null &&
    validateFlatSize(flatSize) === null &&
    Object.values(money).every((text) => validatePlanAmount(text) === null) &&
    validateIncome(money.income) === null &&
    validatePropertiesOwned(who.propertiesOwned) === null &&
    who.buyerAges.every((age) => validateBuyerAge(age) === null);
  const FIGURE_OF = { income: 'monthlyHouseholdIncome', cpf: 'cpfOABalance', cash: 'cashSavings', grants: 'cpfHousingGrant' } as const;
  const field = (key: keyof typeof money) => ({
    value: money[key],
    onChange: (text: string) => setMoney((all) => ({ ...all, [key]: text })),
    validate: validatePlanAmount,
    forceShowError: revealed,
    // Where the figure came from, as on a custom plan's first step (plan-figures.ts figureOrigins).
    ...(showsFigure(FIGURE_OF[key], money[key], figures.texts) ? { hint: (figures.origins as Partial<Record<string, string>>)[FIGURE_OF[key]] ?? FROM_YOUR_FIGURES } : {}),
  });

  const save = async () => {
    setBusy(true);
    setError(null);
    const change = {
      planType: 'DEFAULT' as const,
      planName: name.trim(),
      // Who is buying (docs/decisions.md "Who is buying"): the household's first-timer answer follows from each buyer's.
      ...whoIsBuyingChange(who),
      buyerAges: agesOfDraft(who.buyerAges, buyerCount(who)),
      propertiesOwned: Number(who.propertiesOwned.trim()),
      flatSize,
      monthlyHouseholdIncome: amount(money.income),
      cpfOABalance: amount(money.cpf),
      cashSavings: amount(money.cash),
      cpfHousingGrant: amount(money.grants),
      isPlanCompleted: true,
    };
    try {
      const saved = plan ? await flowResult(housing.update(plan.id, change)) : await flowResult(housing.create(change));
      navigate(planSummaryPath(saved.id));
    } catch (e) {
      setBusy(false);
      setError(saveErrorText(e));
    }
  };

  return (
    <div className="container container--md page recommended-plan">
      <ModuleFrame
        title="What can you afford?"
        subtitle="Tell us about your household's income and savings, and we work out the highest flat price your plan can carry."
        info={{ title: 'How we work it out', content: <AssumptionsList /> }}
        backTo={FINANCING_PLAN_PATH}
        continueLabel="See what I can afford"
        busy={busy}
        status={busy ? 'Saving…' : ''}
        formRef={formRef}
        continueBlocked={!valid}
        onBlockedContinue={reveal}
        onSubmit={() => void save()}
      >
        <div className="plan-fields">
          <TextInput id="plan-name" label="Plan name" value={name} onChange={setName} validate={validatePlanName} forceShowError={revealed} />
          <WhoIsBuyingFields idPrefix="recommended" value={who} onChange={setWho} revealed={revealed} profile={identity.user} purchaseDate={start.fields.purchaseDate} />
          <SelectField<FlatSize>
            id="plan-flat-size"
            label="Flat size"
            hint="HDB's option fee depends on it; a single may buy a 2-room Flexi flat new from HDB"
            value={flatSize ?? ''}
            onChange={setFlatSize}
            validate={validateFlatSize}
            forceShowError={revealed}
            options={FLAT_SIZES.map((size) => ({ value: size, label: FLAT_SIZE_LABELS[size] }))}
          />
          <MoneyInput id="plan-income" label="Gross monthly household income (S$)" hint="Everyone buying together, before CPF and tax" {...field('income')} validate={validateIncome} />
          <MoneyInput id="plan-cpf" label="CPF Ordinary Account savings (S$)" optional {...field('cpf')} />
          <MoneyInput id="plan-cash" label="Cash savings for the home (S$)" optional {...field('cash')} />
          <MoneyInput id="plan-grants" label="Housing grants you expect (S$)" optional hint="All grants together; leave empty if you are not sure" {...field('grants')} />
          <ServerErrorNote message={error} />
        </div>
      </ModuleFrame>
    </div>
  );
});

/** The income carries the loan: it is the one amount the recommendation needs. */
function validateIncome(text: string): string | null {
  if (text.trim() === '') return 'Please enter a value';
  return validatePlanAmount(text);
}

function AssumptionsList() {
  // Today's rules (the tables in loan-limits.ts); a saved plan reads them on its own purchase date.
  const today = singaporeToday();
  return (
    <ul className="recommended-plan__assumptions">
      <li>An HDB loan at 2.6 % a year over 25 years.</li>
      <li>
        HDB sizes the loan at {eligibilityRate('HDB', 2.6, today)} % a year (not the 2.6 % you pay): at that rate the monthly instalment is at most{' '}
        {msrLimitPercent(today)} % of your gross monthly household income.
      </li>
      <li>
        The loan covers at most {loanToValue('HDB', today).percent} % of the price, and less when your income caps it; your grants, CPF Ordinary Account and cash pay
        the rest. Every figure follows the loan your income allows.
      </li>
      <li>
        Your CPF and cash also pay the one-time costs: buyer's stamp duty at the price, HDB's legal fees for the purchase and the loan, the survey and escrow fees, the
        application fee ({m(APPLICATION_FEE)}) and fire insurance ({m(FIRE_INSURANCE_PREMIUM)}). What the CPF Ordinary Account cannot pay is paid in cash.
      </li>
      <li>Renovation and furniture are not included: plan for them from other savings.</li>
      <li>The price is rounded down to the thousand dollars.</li>
    </ul>
  );
}

/** /buying-a-house/financing-plan/recommended/assumptions */
export function RecommendedAssumptionsPage() {
  usePageTitle('How we work out what you can afford');
  return (
    <div className="container container--md page recommended-plan">
      <h1>How we work out what you can afford</h1>
      <p className="lead">The recommended plan is a first estimate from a few answers. These are the assumptions behind it.</p>
      <AssumptionsList />
      <div className="button-row">
        <ButtonLink to={RECOMMENDED_STEP_PATH}>Make a recommended plan</ButtonLink>
        <ButtonLink to={FINANCING_PLAN_PATH} variant="secondary">
          Back to all plans
        </ButtonLink>
      </div>
    </div>
  );
}
