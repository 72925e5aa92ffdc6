import { Link } from 'react-router-dom';
import { InsuranceListTable } from '../wealth/components/insurance-list-table';
import { BarChart } from '../shared/charts/bar-chart';
import { AreaPageFrame, EditLinks, IndicatorCard } from './area-page-frame';
import { emergencyFundTargetMonths } from './area-breakdowns';
import { formatMonths, missingFigures } from './health-levels';

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
              <InsuranceListTable wealthPolicies={finances.insuranceAssets} />
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
