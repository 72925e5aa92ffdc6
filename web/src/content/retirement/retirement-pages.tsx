import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ButtonLink } from '../../shared/ui/button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../shared/ui/icons';
import { FeedbackPanel, ReadingTime, useMarkArticleRead } from '../articles/article-page';
import { RetirementCalculator } from './retirement-calculator';
import { RETIREMENT_BASE, RETIREMENT_STEPS, retirementStepPath } from './retirement-guide';
import { todayInSingapore } from '../../targets/today';
import { RETIREMENT_FACTS as F, retirementFiguresOn } from './retirement-rules';
import type { RetirementRow } from '../../../../src/shared-kernel/retirement-figures.js';
import { CPF_PAY_ME, RETIREMENT_PLAN } from '../../app/site-map';
import './retirement.css';

const money = (n: number) => `S$${n.toLocaleString('en-SG')}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'YYYY-MM-DD' as '1 Jul 2026' (ui.md: dates as DD MMM YYYY). */
const day = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** For a signed-in resident, each step leads to their own Retirement plan too (docs/decisions.md "The retirement plan"). */
const OwnPlanLink = observer(function OwnPlanLink() {
  const { identity } = useStores();
  if (!identity.isSignedIn) return null;
  return (
    <p>
      Or use your <Link to={RETIREMENT_PLAN.to}>{RETIREMENT_PLAN.label}</Link>: the same figures worked out from what you keep here (your CPF, wage
      and spending), with your assumptions kept.
    </p>
  );
});

/** Where a dated figure comes from, and since when it applies: every rule says its source (docs/decisions.md). */
function FigureSource({ row }: { row: RetirementRow<unknown> }) {
  const since = row.effectiveFrom ? `In force since ${day(row.effectiveFrom)}. ` : '';
  return (
    <small className="retirement__source">
      {since}Source: {row.source.publisher}, {row.source.url ? <a href={row.source.url}>{row.source.title}</a> : row.source.title} (checked{' '}
      {day(row.source.checkedOn)}){row.source.toConfirm ? `; to confirm: ${row.source.toConfirm}` : ''}.
    </small>
  );
}

/** /retirement-resources: 'Getting started on retirement planning' and its three steps. */
export function RetirementGuidePage() {
  usePageTitle('Getting started on retirement planning');
  return (
    <div className="container container--md page retirement">
      <article className="article">
        <ReadingTime minutes={1} />
        <h1>Getting started on retirement planning</h1>
        <p className="lead">
          Retirement can last 20 years or more. Three steps help you see what you will need, what you will have, and how to close the difference.
        </p>
      </article>
      <ol className="retirement__steps">
        {RETIREMENT_STEPS.map((step, index) => (
          <li key={step.slug}>
            <Link to={retirementStepPath(index)} className="retirement-step-card">
              <span className="retirement-step-card__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <span className="retirement-step-card__eyebrow">Step {index + 1}</span>
                <span className="retirement-step-card__title">{step.title}</span>
                <span className="retirement-step-card__summary">{step.summary}</span>
              </span>
              <ArrowRightIcon size={20} />
            </Link>
          </li>
        ))}
      </ol>
      <FeedbackPanel />
    </div>
  );
}

/** One step of the guide: its text, then the way to the step before and after. */
const StepPage = observer(function StepPage({ index, minutes, children }: { index: number; minutes: number; children: ReactNode }) {
  const step = RETIREMENT_STEPS[index]!;
  usePageTitle(step.title);
  useMarkArticleRead();
  const previous = index > 0 ? { to: retirementStepPath(index - 1), label: `Step ${index}: ${RETIREMENT_STEPS[index - 1]!.title}` } : { to: RETIREMENT_BASE, label: 'Getting started' };
  const next = index < RETIREMENT_STEPS.length - 1 ? { to: retirementStepPath(index + 1), label: `Step ${index + 2}: ${RETIREMENT_STEPS[index + 1]!.title}` } : null;
  return (
    <div className="container container--md page retirement">
      <article className="article">
        <p className="eyebrow">
          Step {index + 1} of {RETIREMENT_STEPS.length} · {minutes} min read
        </p>
        <h1>{step.title}</h1>
        {children}
      </article>
      <nav className="retirement__pager" aria-label="Retirement guide steps">
        <ButtonLink to={previous.to} variant="secondary">
          <ArrowLeftIcon size={18} />
          {previous.label}
        </ButtonLink>
        {next && (
          <ButtonLink to={next.to}>
            {next.label}
            <ArrowRightIcon size={18} />
          </ButtonLink>
        )}
      </nav>
      <FeedbackPanel />
    </div>
  );
});

/** /retirement-resources/define-retirement-goals */
export function DefineRetirementGoalsPage() {
  const figures = retirementFiguresOn(todayInSingapore());
  return (
    <StepPage index={0} minutes={3}>
      <p className="lead">Start with two questions: when do you want to stop working, and what will your life cost then?</p>
      <h2>When</h2>
      <p>
        The statutory retirement age is {figures.retirementAge.value}, rising to {figures.planned.retirementAge} by {figures.planned.byYear}: an
        employer cannot ask you to retire for your age before then. After it, employers offer eligible workers re-employment up to age{' '}
        {figures.reEmploymentAge.value} (rising to {figures.planned.reEmploymentAge} by {figures.planned.byYear}). CPF LIFE payouts can start from
        age {figures.cpfLife.value.payoutEligibilityAge}, whenever you stop work. You may retire earlier or later, but the earlier you stop, the longer
        your savings must last: plan for about 20 years or more.
      </p>
      <p>
        <FigureSource row={figures.retirementAge} />
      </p>
      <h2>How much each month</h2>
      <p>
        A common rule of thumb: you need {F.incomeReplacementLowPercent} % to {F.incomeReplacementHighPercent} % of your last income each month to keep
        your lifestyle, since work costs and some commitments such as a mortgage end. Better still, list what you expect to spend, and remember that
        prices rise every year.
      </p>
      <h2>How much in all</h2>
      <p>
        For example, with a monthly income of {money(4_500)}, retiring at 65 for 19 years, {F.incomeReplacementLowPercent} % to{' '}
        {F.incomeReplacementHighPercent} % of income comes to {money(513_000)} to {money(718_200)}. Expenses of {money(1_800)} a month with prices rising
        1.3 % a year come to {money(462_100)}. Try your own figures:
      </p>
      <RetirementCalculator />
      <p>
        To set what you spend against what CPF LIFE may pay you, with your own age, wage and CPF balances, try{' '}
        <Link to={CPF_PAY_ME.to}>How much will CPF pay me?</Link>
      </p>
      <OwnPlanLink />
    </StepPage>
  );
}

/** /retirement-resources/assess-current-situation */
export const AssessCurrentSituationPage = observer(function AssessCurrentSituationPage() {
  const { identity } = useStores();
  const figures = retirementFiguresOn(todayInSingapore());
  const sums = figures.sums.value;
  return (
    <StepPage index={1} minutes={3}>
      <p className="lead">Next, add up what you will have: CPF LIFE for life, your own savings and investments, and perhaps your home.</p>
      <h2>CPF LIFE</h2>
      <p>
        CPF LIFE pays you a monthly income for as long as you live, from your Retirement Account, starting from age{' '}
        {figures.cpfLife.value.payoutEligibilityAge} (you may defer it). You join automatically if you have at least{' '}
        {money(figures.cpfLife.value.autoInclusionThreshold)} in it when your payouts start. The more you have set aside, the higher the payouts.
      </p>
      <p>
        <FigureSource row={figures.cpfLife} />
      </p>
      <p>
        See your own estimate, from your age, wage and CPF balances, with <Link to={CPF_PAY_ME.to}>How much will CPF pay me?</Link> No login needed.
      </p>
      <OwnPlanLink />
      <h2>The retirement sums</h2>
      <p>
        At 55 your Retirement Account is formed. For members turning 55 in {sums.cohort}, the Basic Retirement Sum is {money(sums.basic)}, the Full
        Retirement Sum {money(sums.full)} and the Enhanced Retirement Sum, the most you can set aside for higher payouts, {money(sums.enhanced)}. Your
        sums stay those of the year you turn 55.
      </p>
      <p>
        <FigureSource row={figures.sums} />
      </p>
      <h2>Your savings and investments</h2>
      <p>
        Count your cash savings, fixed deposits, investments and Supplementary Retirement Scheme (SRS) account. Keep {F.emergencyFundLowMonths} to{' '}
        {F.emergencyFundHighMonths} months of expenses aside as an emergency fund first: that is for surprises, not for retirement.
      </p>
      <h2>Your home</h2>
      <p>
        A paid-up home lowers what you need each month. Some retirees also unlock its value by moving to a smaller flat; schemes for this can pay a
        cash bonus of up to {money(F.cashBonusUpTo)} when part of the proceeds tops up your CPF.
      </p>
      <h2>Protection</h2>
      <p>
        If others depend on your income, life cover of about {F.lifeCoverLowTimesIncome} to {F.lifeCoverHighTimesIncome} times your annual income keeps
        their plans on track if something happens to you.
      </p>
      <p>
        {identity.isSignedIn ? (
          <>
            Your <Link to="/dashboard">dashboard</Link> already adds up your CPF, savings and investments.
          </>
        ) : (
          <>
            <Link to="/login">Log in with Singpass</Link> to bring in your CPF balances and bank accounts and see them added up for you.
          </>
        )}
      </p>
    </StepPage>
  );
});

/** /retirement-resources/close-savings-gap */
export const CloseSavingsGapPage = observer(function CloseSavingsGapPage() {
  const { identity } = useStores();
  const matched = retirementFiguresOn(todayInSingapore()).matchedSavings;
  return (
    <StepPage index={2} minutes={3}>
      <p className="lead">If what you will have falls short of what you need, these help close the gap. The earlier you start, the less each month.</p>
      <p>
        To see your own gap, and what each of these would change a month, use <Link to={CPF_PAY_ME.to}>How much will CPF pay me?</Link>
      </p>
      <OwnPlanLink />
      <h2>Save regularly</h2>
      <p>
        Aim to save {F.saveLowPercent} % to {F.saveHighPercent} % of your income, set aside on payday before you spend. Invested for the long term, it
        can grow with compounding.
      </p>
      <h2>Top up your CPF</h2>
      <ul>
        <li>
          Cash top-ups to your own or your family's CPF can earn tax relief of up to {money(F.cashTopUpTaxReliefPerYear)} a year, and earn CPF interest.
        </li>
        <li>
          If you are eligible (Singapore citizens {matched.value.ages} with less than the Basic Retirement Sum, among other conditions), the
          government matches cash top-ups to your Retirement Account dollar for dollar through the Matched Retirement Savings Scheme, up to{' '}
          {money(matched.value.matchPerYear)} a year{matched.value.lifetimeCap !== null ? ` and ${money(matched.value.lifetimeCap)} over your lifetime` : ''}.{' '}
          <FigureSource row={matched} />
        </li>
      </ul>
      <h2>Use the Supplementary Retirement Scheme (SRS)</h2>
      <ul>
        <li>
          Citizens and permanent residents can put up to {money(F.srsMaxContributionPerYear)} a year into SRS. Each dollar lowers your taxable income,
          within the overall personal tax relief cap of {money(F.personalTaxReliefCap)}.
        </li>
        <li>Cash left in SRS earns only {F.srsInterestPercent} % a year: invest it for it to grow.</li>
        <li>
          Withdrawals from the statutory retirement age are {F.srsTaxableFromRetirementPercent} % taxable; earlier ones are{' '}
          {F.srsTaxableBeforeRetirementPercent} % taxable, with a penalty.
        </li>
      </ul>
      <h2>Work a little longer, or spend a little less</h2>
      <p>Each extra year of work adds to your savings and shortens the years they must cover. Trimming planned expenses lowers the target itself.</p>
      <p>
        {identity.isSignedIn ? (
          <>
            Ready to act? Plan your monthly budget with the <Link to="/expense-manager">expense manager</Link>, and set a savings target for your
            retirement in your <Link to="/targets">targets</Link>.
          </>
        ) : (
          <>
            Ready to act? Plan your monthly budget with the <Link to="/expense-manager">expense manager</Link>, and{' '}
            <Link to="/login">log in with Singpass</Link> to set a savings target for your retirement.
          </>
        )}
      </p>
    </StepPage>
  );
});
