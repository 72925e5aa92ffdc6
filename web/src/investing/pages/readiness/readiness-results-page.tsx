import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { assessReadiness, type CheckStatus, type ReadinessCheck } from '../../../../../src/cashflow-wealth/domain/investing/readiness.js';
import { usePageTitle } from '../../../app/layout/page-title';
import { useModuleProgress } from '../../investing-module-progress';
import { useStores } from '../../../app/store-context';
import { DashboardError, DashboardSkeleton } from '../../../dashboard/dashboard-states';
import { ButtonLink, ExternalLink } from '../../../shared/ui/button';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../../../shared/ui/icons';
import { browserStorage, loadReadinessAnswers } from '../../readiness/readiness-answers';
import { readinessFiguresOf, type ReadinessSources } from '../../readiness/readiness-figures';
import {
  ADVICE_TEXT,
  CHECK_TITLES,
  FIX_LINKS,
  GOAL_LABELS,
  HORIZON_LABELS,
  HOW_WORKED_OUT,
  READINESS_PATH,
  REACTION_LABELS,
  STATUS_LABELS,
  checkSummary,
} from '../../readiness/readiness-text';
import './readiness.css';

const STATUS_TONE: Record<CheckStatus, string> = { MET: 'met', NOT_YET: 'not-yet', UNKNOWN: 'unknown' };

/** Met / not yet / we don't know: icon and word (colour is the third cue). */
function StatusBadge({ status }: { status: CheckStatus }) {
  const Icon = status === 'MET' ? CheckCircleIcon : status === 'NOT_YET' ? AlertIcon : InfoIcon;
  return (
    <span className={`readiness-status readiness-status--${STATUS_TONE[status]}`}>
      <Icon size={18} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}

function CheckCard({ check }: { check: ReadinessCheck }) {
  const fix = FIX_LINKS[check.status === 'UNKNOWN' ? (check.missing[0] ?? check.fix) : check.fix];
  const headingId = `check-${check.id}`;
  return (
    <li className="card readiness-check" aria-labelledby={headingId}>
      <div className="readiness-check__head">
        <h3 id={headingId} className="readiness-check__title">
          {CHECK_TITLES[check.id]}
        </h3>
        <StatusBadge status={check.status} />
      </div>
      <p className="readiness-check__summary">{checkSummary(check)}</p>
      {(check.policiesWithout ?? 0) > 0 && check.status !== 'UNKNOWN' && (
        <p className="readiness-check__note">
          {check.policiesWithout} {check.policiesWithout === 1 ? 'policy does' : 'policies do'} not state this figure and {check.policiesWithout === 1 ? 'adds' : 'add'}{' '}
          nothing.
        </p>
      )}
      <details className="readiness-check__how">
        <summary>How we worked this out</summary>
        <p>{HOW_WORKED_OUT[check.id]}</p>
      </details>
      <Link className="readiness-check__fix" to={fix.to}>
        {fix.label}
      </Link>
    </li>
  );
}

function Sources({ sources }: { sources: ReadinessSources }) {
  const policies = [
    sources.policiesFromWealth > 0 && `${sources.policiesFromWealth} from the insurance policies in your wealth`,
    sources.policiesFromList > 0 && `${sources.policiesFromList} from the insurance list in the investing guide`,
  ].filter(Boolean);
  return (
    <section className="card card--muted readiness-sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading" className="card__title">
        Where the figures come from
      </h2>
      <ul>
        <li>Income, take-home pay, expenses, loan repayments and monthly investments: the figures on your dashboard, from your cashflow.</li>
        <li>Emergency fund: your cash, savings accounts and fixed deposits in your wealth (or what you set aside for your emergency fund target), as on your dashboard's protection page.</li>
        <li>Loans: the liabilities in your wealth and the loan repayments in your cashflow.</li>
        <li>Insurance: {policies.length > 0 ? `${policies.join(' and ')}.` : 'no policies entered yet.'}</li>
        {sources.insuranceExpenses > 0 && <li>Premiums: also the insurance expenses in your cashflow, counted when they are more than the policies say.</li>}
        {sources.skipped > 0 && <li>{sources.skipped} item(s) in a currency without an exchange rate are left out.</li>}
      </ul>
    </section>
  );
}

/**
 * /investment-resources/readiness-assessment-results (spec 3 §2): each rule of thumb met, not yet or unknown with the
 * resident's figures and a link to change them, the verdict and the next step, and what the answers add. The figures
 * are loaded fresh on every visit, so coming back from an edit sub-page shows the change.
 */
export const ReadinessResultsPage = observer(function ReadinessResultsPage() {
  usePageTitle('Your readiness to invest');
  const { dashboard, investing, identity } = useStores();
  const [answers] = useState(() => loadReadinessAnswers(browserStorage(), identity.user?.id ?? ''));
  const load = () => {
    void flowResult(dashboard.loadFinances());
    void flowResult(investing.load());
  };
  useEffect(load, [dashboard, investing]);

  const ready = dashboard.financesStatus === 'loaded' && dashboard.finances && dashboard.rates && investing.loaded;
  // Seeing the results completes the assessment (spec 1 §4 module progress).
  useModuleProgress('READINESS_ASSESSMENT', { kind: 'complete' }, Boolean(ready));
  return (
    <div className="container page readiness">
      <p className="eyebrow">Investing for beginners</p>
      <h1>Your readiness to invest</h1>
      {dashboard.financesStatus === 'failed' ? (
        <DashboardError onRetry={load} />
      ) : !ready ? (
        <DashboardSkeleton />
      ) : (
        <Results {...readinessFiguresOf(dashboard.finances!, dashboard.rates!, investing.insurance)} answers={answers} listFailed={investing.loadFailed} />
      )}
    </div>
  );
});

function Results({
  figures,
  sources,
  answers,
  listFailed,
}: ReturnType<typeof readinessFiguresOf> & { answers: ReturnType<typeof loadReadinessAnswers>; listFailed: boolean }) {
  const result = assessReadiness(figures, answers);
  const met = result.checks.filter((check) => check.status === 'MET').length;
  const next = result.nextStep;
  const nextLink = next ? FIX_LINKS[next.status === 'UNKNOWN' ? (next.missing[0] ?? next.fix) : next.fix] : null;
  return (
    <>
      <section className={`card readiness-verdict readiness-verdict--${result.overall === 'READY' ? 'ready' : 'not-yet'}`} aria-labelledby="verdict-heading">
        <h2 id="verdict-heading" className="readiness-verdict__title">
          {result.overall === 'READY' ? 'You are ready to start investing' : 'Not yet ready to invest'}
        </h2>
        <p>
          {met} of {result.checks.length} checks met.
          {result.overall === 'READY'
            ? ' Your safety net is in place: an emergency fund, no expensive debt, enough cover at a cost you can afford, and money set aside to invest each month.'
            : ' Put your safety net in place first, so an emergency never forces you to sell your investments at a loss.'}
        </p>
        {next && nextLink && (
          <p className="readiness-verdict__next">
            <strong>Your next step:</strong> {CHECK_TITLES[next.id].toLowerCase()}. <Link to={nextLink.to}>{nextLink.label}</Link>
          </p>
        )}
        {result.overall === 'READY' && (
          <p className="readiness-verdict__next">
            <strong>Your next step:</strong> <Link to="/investment-resources/set-up-cdp-and-or-brokerage-account">open a CDP or brokerage account</Link>.
          </p>
        )}
      </section>

      {listFailed && <p className="notice-banner notice-banner--warning">We could not load the insurance list of the investing guide: only the policies in your wealth are counted.</p>}

      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading">The checks</h2>
        <ul className="readiness-checks">
          {result.checks.map((check) => (
            <CheckCard key={check.id} check={check} />
          ))}
        </ul>
      </section>

      <section className="card readiness-answers" aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="card__title">
          Your answers
        </h2>
        {answers ? (
          <dl className="readiness-answers__list">
            <div>
              <dt>When you need the money</dt>
              <dd>{HORIZON_LABELS[answers.horizon]}</dd>
            </div>
            <div>
              <dt>What you invest for</dt>
              <dd>{GOAL_LABELS[answers.goal]}</dd>
            </div>
            <div>
              <dt>After a 20 % fall you would</dt>
              <dd>{REACTION_LABELS[answers.reaction]}</dd>
            </div>
          </dl>
        ) : null}
        {result.advice.length === 0 ? (
          <p>Your answers suit investing for the long term. Spread your money over many investments and keep investing regularly.</p>
        ) : (
          result.advice.map((code) => <p key={code}>{ADVICE_TEXT[code]}</p>)
        )}
        <p className="readiness-answers__note">Your answers add advice; they do not change whether the checks are met.</p>
        <ButtonLink variant="secondary" to={READINESS_PATH}>
          {answers ? 'Change your answers' : 'Answer the questions'}
        </ButtonLink>
      </section>

      <Sources sources={sources} />
      <p className="readiness-source-note">
        Rules of thumb from the{' '}
        <ExternalLink href="https://www.moneysense.gov.sg/">MoneySense Basic Financial Planning Guide</ExternalLink>
        , by MAS with the banks', financial advisers' and life insurers' associations. They are a starting point, not advice for your situation.
      </p>
    </>
  );
}
