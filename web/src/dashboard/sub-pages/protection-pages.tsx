import { Link, useParams } from 'react-router-dom';
import type { AssetDto } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { INSURANCE_OPTIONS } from '../../wealth/insurance-options';
import { insurerOf } from '../../wealth/insurance-list';
import { AreaSubPageFrame } from '../area-page-frame';
import { formatMonths } from '../health-levels';
import { AmountCell, Bands, FigureCard, ItemHeader, NextSteps, Working, money } from './explainer';
import { emergencyFundWorking, lifeCoverGuide, savingsWorking, yearlyPremium } from './sub-page-figures';
import { FIGURE_LABELS } from '../../shared/monthly-figures/monthly-figure-lines';

const EDIT_FUND = { to: '/dashboard/protection/edit-emergency-fund', label: 'Change your cash, savings and fixed deposits' };
const EDIT_POLICIES = { to: '/dashboard/protection/edit-assets', label: 'Add or change your insurance policies' };

/** /dashboard/protection/emergency-fund: what the fund is made of, what it covers, what is missing to 3 and 6 months. */
export function EmergencyFundPage() {
  return (
    <AreaSubPageFrame area="protection" title="Emergency fund" lead="Money you can reach quickly if your income stops or a large bill arrives: cash, savings accounts and fixed deposits.">
      {({ check, finances, rates }) => {
        const fund = emergencyFundWorking(finances, rates, check.emergencyFund);
        return (
          <>
            <FigureCard label="Your emergency fund covers" figure={formatMonths(check.emergencyFund.months)} level={check.emergencyFund.level}>
              {fund.shortOf3 > 0
                ? `Add ${money(fund.shortOf3)} to cover 3 months, and ${money(fund.shortOf6)} to cover 6.`
                : fund.shortOf6 > 0
                  ? `You have passed 3 months. Add ${money(fund.shortOf6)} to cover 6 months.`
                  : 'Your fund covers 6 months or more of spending.'}
            </FigureCard>
            <section className="card" aria-labelledby="fund-heading">
              <h2 id="fund-heading" className="card__title">
                What makes up your fund
              </h2>
              {fund.holdings.length === 0 ? (
                <p className="dashboard__empty">You have not added any cash, savings accounts or fixed deposits.</p>
              ) : (
                <div className="table-scroll">
                  <table className="data-table">
                    <caption className="sr-only">Cash, savings and fixed deposits</caption>
                    <tbody>
                      {fund.holdings.map(({ asset, label, sgd }) => (
                        <tr key={asset.id}>
                          <ItemHeader name={asset.name} detail={label} />
                          <AmountCell cents={asset.totalValueAmount} currency={asset.currency} sgd={sgd} />
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">{fund.allocated ? 'Your cash' : 'Your emergency fund'}</th>
                        <td>{money(fund.cash)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              )}
              {fund.allocated && (
                <p>
                  You set aside <strong>{money(fund.fund)}</strong> of it for your emergency fund target, so the months count that.{' '}
                  <Link to="/targets">Change it under Targets</Link>
                </p>
              )}
            </section>
            <NextSteps links={[{ to: '/dashboard/protection/emergency-fund-ratio', label: 'How the months are worked out' }, EDIT_FUND]}>
              <p>Keep this money separate from what you spend, in an account you can reach within days. Investments do not count: their value may be down just when you need it.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

const FUND_ADVICE: Record<string, string> = {
  EF1A: 'Your fund covers 6 months or more. With that safety net, you could put some of your savings to work in investments.',
  EF1B: 'Your fund covers 6 months or more of spending.',
  EF2: 'Your fund covers 3 to under 6 months. Keep adding to it until it reaches 6.',
  EF3: 'Your fund covers less than 3 months. Build it up first: aim for 3 months of spending, then 6.',
  EF4: 'Your fund covers 6 months or more of spending.',
  EF5: 'Your fund covers 3 to under 6 months. While you are not working, spend it carefully and top it up when you can.',
  EF6: 'Your fund covers less than 3 months. While you are not working, look at which expenses you can pause.',
};

/** /dashboard/protection/emergency-fund-ratio: the months figure worked out with the resident's numbers, and the bands. */
export function EmergencyFundRatioPage() {
  return (
    <AreaSubPageFrame area="protection" title="Emergency fund ratio" lead="How many months your emergency fund would pay for your expenses and the cash part of your loan repayments.">
      {({ check, finances, rates }) => {
        const fund = emergencyFundWorking(finances, rates, check.emergencyFund);
        return (
          <>
            <FigureCard label="Months covered" figure={formatMonths(check.emergencyFund.months)} level={check.emergencyFund.level}>
              {FUND_ADVICE[check.emergencyFund.code]}
            </FigureCard>
            <Working
              title="How it is worked out"
              rows={[
                { label: fund.allocated ? 'Set aside for your emergency fund target' : 'Cash, savings and fixed deposits', amount: fund.fund },
                { label: FIGURE_LABELS.expenses, amount: savingsWorking(finances).expenses },
                { label: FIGURE_LABELS.instalmentsCash, amount: savingsWorking(finances).loanCash, sign: '+' },
              ]}
              result={{ label: 'Fund ÷ what goes out each month', value: formatMonths(check.emergencyFund.months) }}
              note="Monthly investments are left out: you can pause them in an emergency."
            />
            <Bands
              title="What the levels mean"
              current={check.emergencyFund.level}
              bands={[
                { level: 3, range: '6 months or more' },
                { level: 2, range: '3 to under 6 months' },
                { level: 1, range: 'Under 3 months' },
              ]}
            />
            <NextSteps links={[{ to: '/dashboard/protection/emergency-fund', label: 'What makes up your fund' }, EDIT_FUND]}>
              <p>A common guide is to keep 3 to 6 months of spending; more if your income is irregular or others depend on you.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

const labelOf = <K extends keyof typeof INSURANCE_OPTIONS>(key: K, value: string | null) =>
  value === null ? null : ((INSURANCE_OPTIONS[key] as ReadonlyArray<{ value: string; label: string }>).find((o) => o.value === value)?.label ?? value);

/** A policy's premium as the resident pays it: 'S$120.00 monthly (S$1,440.00 a year)'. */
function premiumText(policy: AssetDto): string | null {
  const details = policy.insurance;
  if (!details || details.premiumAmount === null) return null;
  const frequency = labelOf('premiumFrequency', details.premiumFrequency);
  const yearly = yearlyPremium(details);
  const each = formatMoney(details.premiumAmount as Cents, policy.currency);
  return `${each}${frequency ? ` ${frequency.toLowerCase()}` : ''}${yearly !== null && details.premiumFrequency !== 'ANNUALLY' && yearly > 0 ? ` (${formatMoney(yearly as Cents, policy.currency)} a year)` : ''}`;
}

/** /dashboard/protection/policies: every insurance policy, the premiums a year, and the life-cover guide. */
export function PoliciesPage() {
  return (
    <AreaSubPageFrame area="protection" title="Your insurance policies" lead="The policies that protect you and your family, and what they cost you each year.">
      {({ finances, rates }) => {
        const policies = finances.insuranceAssets;
        if (policies.length === 0) {
          return (
            <NextSteps links={[EDIT_POLICIES]}>
              <p>You have not added any insurance policies. Add them to keep their details in one place and see what they cost you each year.</p>
            </NextSteps>
          );
        }
        const guide = lifeCoverGuide(finances, rates);
        return (
          <>
            <ul className="link-cards">
              {policies.map((policy) => (
                <li key={policy.id}>
                  <Link className="card link-card" to={`/dashboard/protection/policies/plan/${policy.id}`}>
                    <p className="link-card__title">{policy.name}</p>
                    <p className="link-card__detail">{[labelOf('productType', policy.insurance?.productType ?? null), insurerOf(policy.insurance)].filter(Boolean).join(' · ') || 'Insurance policy'}</p>
                    <p className="link-card__detail">{premiumText(policy) ?? 'Premium not given'}</p>
                  </Link>
                </li>
              ))}
            </ul>
            {guide && (
              <section className="card" aria-labelledby="cover-heading">
                <h2 id="cover-heading" className="card__title">
                  Life cover
                </h2>
                <p>
                  A common guide is life cover of 9 to 10 times your yearly income: for you, {money(guide.from)} to {money(guide.to)}. Your policies add up to{' '}
                  <strong>{money(guide.covered)}</strong> of sums assured
                  {guide.covered < guide.from ? `, ${money(guide.from - guide.covered)} short of the lower end.` : ', which meets the guide.'}
                </p>
                <p className="working__note">Sums assured on death, as you entered them. Cover through CPF (Dependants' Protection Scheme) and your employer is not included unless you added it.</p>
              </section>
            )}
            <NextSteps links={[EDIT_POLICIES]}>
              <p>Review your policies when your life changes: a new home, marriage, a child. Check that the cover still fits and that you are not paying twice for the same risk.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

/** /dashboard/protection/policies/plan/{planId}: one policy in full; an unknown id gets a friendly not-found. */
export function PolicyPlanPage() {
  const { planId } = useParams();
  return (
    <AreaSubPageFrame area="protection" title="Policy details">
      {({ finances }) => {
        const policy = finances.insuranceAssets.find((p) => p.id === planId);
        if (!policy) {
          return (
            <NextSteps links={[{ to: '/dashboard/protection/policies', label: 'See your insurance policies' }]}>
              <p>We could not find this policy. It may have been removed.</p>
            </NextSteps>
          );
        }
        const details = policy.insurance;
        const rows: [string, string | null][] = [
          ['Insurer', insurerOf(details)],
          ['Product', labelOf('productType', details?.productType ?? null)],
          ['Policy type', labelOf('policyType', details?.policyType ?? null)],
          ['Premium', premiumText(policy)],
          ['Sum assured', details?.sumAssured ? formatMoney(details.sumAssured as Cents, policy.currency) : null],
          ['Cash value today', formatMoney(policy.totalValueAmount as Cents, policy.currency)],
          ['Last updated', formatDisplayDate(policy.lastUpdatedAt)],
        ];
        return (
          <>
            <section className="card" aria-labelledby="policy-heading">
              <h2 id="policy-heading" className="card__title">
                {policy.name}
              </h2>
              <dl className="definition-list">
                {rows.map(([term, value]) => (
                  <div key={term} style={{ display: 'contents' }}>
                    <dt>{term}</dt>
                    <dd>{value ?? 'Not given'}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <NextSteps links={[EDIT_POLICIES, { to: '/dashboard/protection/policies', label: 'All your policies' }]}>
              <p>Keep the premium and sum assured up to date so that the life-cover guide stays right.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}
