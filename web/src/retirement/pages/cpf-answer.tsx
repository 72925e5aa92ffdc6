/**
 * The answer side of "How much will CPF pay me?" (how-much-will-cpf-pay-me-page.tsx): the figures of POST
 * /retirement/calculate laid out. Nothing is worked out here. Until the required answers are there it says what is
 * missing, never a figure worked out on a silent zero (docs/decisions.md "How much will CPF pay me?").
 */
import type { ReactNode } from 'react';
import type { RetirementBalancesDto, RetirementCalculateResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';

type CpfSource = RetirementCalculateResponse['sources'][number];
import { formatDisplayDate } from '../../shared/format/date-time';
import { formatMoney, type Cents } from '../../shared/format/money';
import { AlertIcon } from '../../shared/ui/icons';
import { PLAN_LABELS, joinWords } from '../retirement-answers';
import type { RetirementAnswerState } from '../use-retirement-answer';
import { HowWeWorkedItOut } from '../plan/how-we-worked-it-out';
import { otherMoneyAtRetirementText } from '../plan/figure-notes';

const m = (cents: number) => formatMoney(cents as Cents);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'YYYY-MM' as 'Jun 2046'. */
const month = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

/** `footer`: what goes under the figures once they are there ("Keep this as my plan"). */
export function CpfAnswer({ state, footer }: { state: RetirementAnswerState; footer?: ReactNode }) {
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : null;
  return (
    <section className="card cpf-pay__answer" aria-labelledby="cpf-answer-heading" aria-live="polite" aria-busy={state.status === 'loading' || undefined}>
      <h2 id="cpf-answer-heading" className="card__title">
        Your answer
      </h2>
      {state.status === 'incomplete' && (
        <p className="cpf-pay__waiting" data-testid="cpf-not-available">
          <strong>Not available yet:</strong> enter {joinWords(state.missing.length > 0 ? state.missing : ['your date of birth', 'your wage'])}.
        </p>
      )}
      {state.status === 'invalid' && <p className="cpf-pay__waiting">Not available yet: check the answers marked in red.</p>}
      {state.status === 'refused' && (
        <div className="cpf-pay__refused" role="alert">
          <AlertIcon size={18} />
          <p>{state.otherErrors.length > 0 ? state.otherErrors.join(' ') : 'Not available yet: check the answers marked in red.'}</p>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="cpf-pay__refused" role="alert">
          <AlertIcon size={18} />
          <p>{state.message}</p>
        </div>
      )}
      {state.status === 'loading' && response === null && <p className="cpf-pay__waiting">Working it out…</p>}
      {response && <CpfFigures r={response} updating={state.status === 'loading'} />}
      {state.status === 'done' && footer}
    </section>
  );
}

/**
 * The figures of one retirement answer, laid out the same on the public page and on the resident's Retirement plan
 * (docs/decisions.md "The retirement plan"), each with how it was worked out. `charts`: the plan's charts, each
 * beside the figures it draws.
 */
export interface CpfCharts {
  income?: ReactNode;
  balances?: ReactNode;
  levers?: ReactNode;
}

/**
 * `headlineOnly`: the headline figures and the income chart alone, the plan's first commit; the sections under them
 * follow in a second one (docs/decisions/web.md "Lighthouse profile and pages", the retirement pages).
 */
export function CpfFigures({ r, updating, charts = {}, headlineOnly = false }: { r: RetirementCalculateResponse; updating: boolean; charts?: CpfCharts; headlineOnly?: boolean }) {
  const shortfall = r.gap.monthlyToday > 0;
  const otherMoney = otherMoneyAtRetirementText(r);
  return (
    <div className={updating ? 'cpf-pay__worked-out cpf-pay__worked-out--updating' : 'cpf-pay__worked-out'}>
      {updating && <p className="cpf-pay__updating">Updating…</p>}
      <dl className="cpf-pay__headline">
        <div className="cpf-pay__figure cpf-pay__figure--main" data-testid="cpf-life-range">
          <dt>
            CPF LIFE a month from age {r.cpfLife.startAge}, {r.cpfLife.label}
          </dt>
          <dd>
            {m(r.cpfLife.monthlyPayoutLow)} to {m(r.cpfLife.monthlyPayoutHigh)}
          </dd>
          <dd className="cpf-pay__figure-note">{PLAN_LABELS[r.cpfLife.plan]}; in the dollars of {month(r.retirement.month)}. A range, not a quote.</dd>
          <dd>
            <HowWeWorkedItOut kind="cpfLife" sources={r.sources} />
          </dd>
        </div>
        <div className="cpf-pay__figure">
          <dt>What you will need a month</dt>
          <dd>{m(r.need.monthlyToday)} in today's dollars</dd>
          <dd className="cpf-pay__figure-note">
            {m(r.need.monthlyAtRetirement)} in the dollars of {month(r.retirement.month)}
          </dd>
          <dd>
            <HowWeWorkedItOut kind="need" sources={r.sources} />
          </dd>
        </div>
        <div className={shortfall ? 'cpf-pay__figure cpf-pay__figure--gap' : 'cpf-pay__figure cpf-pay__figure--surplus'} data-testid="cpf-gap">
          <dt>{shortfall ? 'Your monthly gap (a shortfall)' : 'Your monthly surplus'}</dt>
          <dd>{m(Math.abs(r.gap.monthlyToday))} in today's dollars</dd>
          <dd className="cpf-pay__figure-note">
            {m(Math.abs(r.gap.monthlyAtRetirement))} in the dollars of {month(r.retirement.month)}
            {shortfall ? `; about ${m(r.gap.lumpSumAtRetirement)} in all at ${r.retirement.age} to cover it to ${r.retirement.planToAge}` : ''}
          </dd>
          <dd>
            <HowWeWorkedItOut kind="gap" sources={r.sources} />
          </dd>
        </div>
      </dl>
      <p className="cpf-pay__note">
        Your income in retirement, in today's dollars: {m(r.income.cpfLifeMonthlyToday)} a month from CPF LIFE (the low end of the range)
        {r.income.savingsMonthlyToday > 0 ? ` and ${m(r.income.savingsMonthlyToday)} from your other savings` : ''}, against the{' '}
        {m(r.need.monthlyToday)} you spend.{otherMoney ? ` ${otherMoney}` : ''}
      </p>
      {charts.income}
      {!headlineOnly && <LowerFigures r={r} charts={charts} />}
    </div>
  );
}

/** Everything under the headline figures: the first contribution, the retirement sums, the balances, the levers, the sources. */
function LowerFigures({ r, charts }: { r: RetirementCalculateResponse; charts: CpfCharts }) {
  return (
    <>
      <section aria-labelledby="cpf-contribution-heading">
        <h3 id="cpf-contribution-heading" className="cpf-pay__heading">
          Your first month's contribution ({month(r.startMonth)})
        </h3>
        <dl className="cpf-pay__figures">
          <Figure label="In all" value={r.firstContribution.total} />
          <Figure label="From your employer" value={r.firstContribution.employer} />
          <Figure label="From your wage" value={r.firstContribution.employee} />
          <Figure label="To your Ordinary Account" value={r.firstContribution.oa} />
          {r.firstContribution.sa > 0 && <Figure label="To your Special Account" value={r.firstContribution.sa} />}
          <Figure label="To your MediSave Account" value={r.firstContribution.ma} />
          {r.firstContribution.ra > 0 && <Figure label="To your Retirement Account" value={r.firstContribution.ra} />}
        </dl>
        <HowWeWorkedItOut kind="contribution" sources={r.sources} />
      </section>

      <section aria-labelledby="cpf-sums-heading">
        <h3 id="cpf-sums-heading" className="cpf-pay__heading">
          Retirement sums for those turning 55 in {r.retirementSums.cohortYear}
        </h3>
        <dl className="cpf-pay__figures">
          <Figure label="Basic Retirement Sum" value={r.retirementSums.basic} />
          <Figure label="Full Retirement Sum" value={r.retirementSums.full} />
          <Figure label="Enhanced Retirement Sum" value={r.retirementSums.enhanced} />
          <Figure label="Basic Healthcare Sum (MediSave)" value={r.retirementSums.basicHealthcare} />
        </dl>
        <HowWeWorkedItOut kind="sums" sources={r.sources} />
      </section>

      <Balances r={r} chart={charts.balances} />
      <Levers r={r} chart={charts.levers} />
      <Sources sources={r.sources} rulesAsOf={r.rulesAsOf} />
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="cpf-pay__row">
      <dt>{label}</dt>
      <dd>{m(value)}</dd>
    </div>
  );
}

const ACCOUNTS: Array<{ key: keyof RetirementBalancesDto; label: string }> = [
  { key: 'oa', label: 'Ordinary Account' },
  { key: 'sa', label: 'Special Account' },
  { key: 'ma', label: 'MediSave Account' },
  { key: 'ra', label: 'Retirement Account' },
];

/** The balances at 55 (once the Retirement Account is formed) and when payouts start, an account a row: narrow enough for 360 px. */
function Balances({ r, chart }: { r: RetirementCalculateResponse; chart?: ReactNode }) {
  const columns: Array<{ label: string; b: RetirementBalancesDto }> = [];
  if (r.balances.at55) columns.push({ label: `At 55 (${month(r.balances.at55.month)})`, b: r.balances.at55.after });
  columns.push({ label: `At ${r.cpfLife.startAge} (${month(r.retirement.month)})`, b: r.balances.atPayoutAge });
  return (
    <section aria-labelledby="cpf-balances-heading">
      <h3 id="cpf-balances-heading" className="cpf-pay__heading">
        Your CPF balances
      </h3>
      <div className="table-scroll" role="region" aria-labelledby="cpf-balances-heading" tabIndex={0}>
        <table className="data-table cpf-pay__table">
          <caption className="sr-only">CPF balances by account at 55 and when payouts start, in the dollars of each year</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ACCOUNTS.map((account) => (
              <tr key={account.key}>
                <th scope="row">{account.label}</th>
                {columns.map((c) => (
                  <td key={c.label}>{m(c.b[account.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="cpf-pay__note">
        {r.balances.at55
          ? `At 55 your Retirement Account is formed from your Special and Ordinary Accounts, up to the sum you set aside; the Special Account closes. Before that, you had ${m(r.balances.at55.before.oa)} in the Ordinary Account and ${m(r.balances.at55.before.sa)} in the Special Account.`
          : 'Your Retirement Account is already formed, so the table starts when your payouts do.'}{' '}
        In the dollars of each year.
      </p>
      {chart}
      <HowWeWorkedItOut kind="balances" sources={r.sources} />
    </section>
  );
}

function Levers({ r, chart }: { r: RetirementCalculateResponse; chart?: ReactNode }) {
  const levers = r.levers.filter((l) => l.applies);
  if (levers.length === 0) return null;
  return (
    <section aria-labelledby="cpf-levers-heading">
      <h3 id="cpf-levers-heading" className="cpf-pay__heading">
        What would change it
      </h3>
      <p className="cpf-pay__note">Each on its own, against your answer above; general information, not advice on any product.</p>
      {chart}
      <ul className="cpf-pay__levers">
        {levers.map((lever) => (
          <li key={lever.kind} className="cpf-pay__lever">
            <p className="cpf-pay__lever-title">{lever.description}</p>
            <p className="cpf-pay__lever-effect">{effectText(lever.monthlyEffectToday)}</p>
            <p className="cpf-pay__lever-cost">Cost: {lever.costDescription}</p>
          </li>
        ))}
      </ul>
      <HowWeWorkedItOut kind="levers" sources={r.sources} />
    </section>
  );
}

/** The effect on the monthly gap in words: a shrinking gap is good, a growing one is said as plainly. */
export function effectText(cents: number): string {
  if (cents > 0) return `The gap shrinks by ${m(cents)} a month, in today's dollars`;
  if (cents < 0) return `The gap grows by ${m(-cents)} a month, in today's dollars`;
  return 'No change to the monthly gap on these answers';
}

function Sources({ sources, rulesAsOf }: { sources: CpfSource[]; rulesAsOf: string }) {
  return (
    <section aria-labelledby="cpf-sources-heading" className="cpf-pay__sources">
      <h3 id="cpf-sources-heading" className="cpf-pay__heading">
        Sources
      </h3>
      <p className="cpf-pay__note">
        Rules as of {formatDisplayDate(rulesAsOf)}: each month ahead uses the rules in force then, as far as they are known. An estimate to plan with, not a
        figure from CPF.
      </p>
      {/* Closed until asked for: a long list the browser then need not lay out on the first screen (bench/lighthouse.ts). */}
      <details className="cpf-pay__source-details">
        <summary>All {sources.length} sources, with the date each was checked</summary>
        <ul className="cpf-pay__source-list">
          {sources.map((s) => (
            <li key={s.title}>
              {s.publisher}, {s.url ? <a href={s.url}>{s.title}</a> : s.title} (checked {formatDisplayDate(s.checkedOn)})
              {s.toConfirm ? `; to confirm: ${s.toConfirm}` : ''}.
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
