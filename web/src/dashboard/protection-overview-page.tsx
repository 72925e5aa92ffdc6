import { Link } from 'react-router-dom';
import { formatMoney, type Cents } from '../shared/format/money';
import { BarChart } from '../shared/charts/bar-chart';
import { AreaPageFrame, EditLinks, IndicatorCard } from './area-page-frame';
import { emergencyFundTargetMonths } from './area-breakdowns';
import { formatMonths, missingFigures } from './health-levels';

const PRODUCT_WORDS: Record<string, string> = {
  TERM: 'Term',
  WHOLE_LIFE: 'Whole life',
  ENDOWMENT: 'Endowment',
  ANNUITY: 'Annuity',
  MEDICAL: 'Medical',
  LONG_TERM_CARE: 'Long-term care',
  CRITICAL_ILLNESS: 'Critical illness',
  DISABILITY: 'Disability',
  PERSONAL_ACCIDENT: 'Personal accident',
  OTHERS: 'Others',
};

const oneDecimal = (months: number) => `${(Math.round(months * 10) / 10).toFixed(1)}`;

/** /dashboard/protection (spec 2 §2): the emergency fund against its 3- and 6-month targets, and insurance policies. */
export function ProtectionOverviewPage() {
  return (
    <AreaPageFrame area="protection">
      {({ check, finances }) => {
        const months = check.emergencyFund.months ?? 0;
        const target = emergencyFundTargetMonths(months);
        return (
          <>
            <div className="dashboard__columns">
              <IndicatorCard title="Emergency fund" level={check.emergencyFund.level} figure={formatMonths(check.emergencyFund.months)} moreTo="/dashboard/protection/emergency-fund-ratio" missing={missingFigures('emergencyFund', check)}>
                How many months your cash, savings and fixed deposits would cover your expenses and the cash part of your loan
                repayments. 6 months or more is good, 3 to under 6 is fair.
              </IndicatorCard>
              <section className="card" aria-labelledby="fund-heading">
                <h2 id="fund-heading" className="card__title">
                  Months of spending covered
                </h2>
                <BarChart
                  title="Your emergency fund against the targets"
                  summary={`Your savings cover ${formatMonths(months)} of spending; your next target is ${target} months.`}
                  bars={[
                    { label: 'You', value: months },
                    { label: 'Minimum', value: 3 },
                    { label: 'Recommended', value: 6 },
                  ]}
                  formatValue={(value) => `${oneDecimal(value)} months`}
                  formatTick={(value) => oneDecimal(value)}
                  average={{ value: target, label: 'Your target' }}
                />
              </section>
            </div>
            <section className="card" aria-labelledby="policies-heading">
              <h2 id="policies-heading" className="card__title">
                Your insurance policies
              </h2>
              {finances.insuranceAssets.length === 0 ? (
                <p className="dashboard__empty">You have not added any insurance policies.</p>
              ) : (
                <table className="data-table">
                  <caption className="sr-only">Insurance policies</caption>
                  <thead>
                    <tr>
                      <th scope="col">Policy</th>
                      <th scope="col">Type</th>
                      <th scope="col">Sum assured</th>
                    </tr>
                  </thead>
                  <tbody>
                    {finances.insuranceAssets.map((policy) => (
                      <tr key={policy.id}>
                        <th scope="row">
                          <Link to={`/dashboard/protection/policies/plan/${policy.id}`}>{policy.name}</Link>
                          {policy.insurance?.insurer ? ` (${policy.insurance.insurer})` : ''}
                        </th>
                        <td>{PRODUCT_WORDS[policy.insurance?.productType ?? ''] ?? 'Not given'}</td>
                        <td>{policy.insurance?.sumAssured == null ? 'Not given' : formatMoney(policy.insurance.sumAssured as Cents, policy.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <ul className="next-steps__links">
              <li>
                <Link to="/dashboard/protection/emergency-fund">What makes up your emergency fund</Link>
              </li>
              <li>
                <Link to="/dashboard/protection/allocate-funds-and-allocation">Share your savings between your emergency fund and targets</Link>
              </li>
              {finances.insuranceAssets.length > 0 && (
                <li>
                  <Link to="/dashboard/protection/policies">Your policies in detail</Link>
                </li>
              )}
            </ul>
            <EditLinks
              links={[
                { to: '/dashboard/protection/edit-emergency-fund', label: 'Change your emergency fund' },
                { to: '/dashboard/protection/edit-assets', label: 'Change your savings and policies' },
              ]}
            />
          </>
        );
      }}
    </AreaPageFrame>
  );
}
