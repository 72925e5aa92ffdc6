/**
 * "Your figures": each input the plan reads, with where it came from (spec: every figure says its source), or "Not
 * available yet" with what to add and where. The values are the server's; nothing is worked out here.
 */
import { Link } from 'react-router-dom';
import type { RetirementBalancesDto } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementInputDto, RetirementMissingDto, RetirementPlanResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { formatDisplayDate } from '../../shared/format/date-time';
import { formatMoney, type Cents } from '../../shared/format/money';
import { AlertIcon } from '../../shared/ui/icons';
import { monthName } from './plan-months';

const m = (cents: number) => formatMoney(cents as Cents);

const RESIDENCY: Readonly<Record<string, string>> = { CITIZEN: 'Singapore citizen', PR_THIRD_YEAR_ON: 'Permanent resident, third year or later' };

type Inputs = RetirementPlanResponse['inputs'];

/** docs/decisions.md "The retirement plan": a PR is read at the full rates of the third year on. */
export const PR_NOTE = 'Worked out at the full rates, which apply from your third year as a PR. In the first two years CPF’s rates are lower: this plan does not cover them yet.';

interface Row {
  field: keyof Inputs;
  label: string;
  show: (value: never) => string;
}

const ROWS: Row[] = [
  { field: 'dateOfBirth', label: 'Date of birth', show: (v: string) => formatDisplayDate(v) },
  { field: 'residentialStatus', label: 'Residency', show: (v: string) => RESIDENCY[v] ?? v },
  { field: 'grossMonthlyWage', label: 'Gross monthly wage (before CPF)', show: (v: number) => m(v) },
  { field: 'bonusMonths', label: 'Bonus a year', show: (v: number) => (v === 1 ? '1 month of wage' : `${v} months of wage`) },
  { field: 'balances', label: 'CPF balances today', show: (v: RetirementBalancesDto) => balancesText(v) },
  { field: 'monthlySpending', label: 'What you spend a month', show: (v: number) => m(v) },
  { field: 'investments', label: 'Investments', show: (v: number) => m(v) },
  { field: 'srsBalance', label: 'SRS', show: (v: number) => m(v) },
  { field: 'cashSetAside', label: 'Cash set aside for retirement', show: (v: number) => m(v) },
  { field: 'monthlyHousingFromOa', label: 'Paid from your Ordinary Account for your flat, a month', show: (v: number) => m(v) },
];

const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function balancesText(b: RetirementBalancesDto): string {
  const parts = [`Ordinary ${m(b.oa)}`, `Special ${m(b.sa)}`, `MediSave ${m(b.ma)}`];
  if (b.ra > 0) parts.push(`Retirement ${m(b.ra)}`);
  return parts.join(', ');
}

/** 'Myinfo, 1 Nov 2026' style: the source's own words, and the date the figure is as of when known. */
export function sourceText(input: RetirementInputDto<unknown>): string {
  if (!input.sourceLabel) return '';
  if (!input.asOf) return input.sourceLabel;
  const asOf = /^\d{4}-\d{2}$/.test(input.asOf) ? monthName(input.asOf) : formatDisplayDate(input.asOf);
  return `${input.sourceLabel}; as of ${asOf}`;
}

export function YourFigures({ answer }: { answer: RetirementPlanResponse }) {
  const missingBy = new Map<string, RetirementMissingDto>(answer.missing.map((item) => [item.field, item]));
  return (
    <section className="card plan-figures" aria-labelledby="plan-figures-heading">
      <h2 id="plan-figures-heading" className="card__title">
        Your figures
      </h2>
      <p className="cpf-pay__note">What the plan reads, and where each figure came from. Change a source where it lives, or type a figure of your own under Your assumptions.</p>
      <dl className="plan-figures__list">
        {ROWS.map((row) => {
          const input = answer.inputs[row.field] as RetirementInputDto<unknown>;
          const missing = missingBy.get(row.field);
          return (
            <div key={row.field} className="plan-figures__row" data-testid={`plan-input-${row.field}`}>
              <dt>{row.label}</dt>
              {input.value !== null && !missing ? (
                <>
                  <dd className="plan-figures__value">{row.show(input.value as never)}</dd>
                  <dd className="plan-figures__source">{sourceText(input)}</dd>
                  {row.field === 'residentialStatus' && input.value === 'PR_THIRD_YEAR_ON' && <dd className="plan-figures__source">{PR_NOTE}</dd>}
                </>
              ) : (
                <dd className="plan-figures__missing">
                  <AlertIcon size={16} />
                  <span>
                    <strong>Not available yet.</strong> {withStop(missing?.message ?? 'Not in your data yet')}
                    {missing?.where && (
                      <>
                        {' '}
                        <Link to={missing.where}>Go to {lowerFirst(missing.whereLabel ?? 'the page to add it')}</Link>
                      </>
                    )}
                  </span>
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      {answer.missing
        .filter((item) => !ROWS.some((row) => row.field === item.field))
        .map((item) => (
          <p key={item.field} className="plan-figures__missing">
            <AlertIcon size={16} />
            <span>
              <strong>Not available yet.</strong> {withStop(item.message)}
            </span>
          </p>
        ))}
    </section>
  );
}
