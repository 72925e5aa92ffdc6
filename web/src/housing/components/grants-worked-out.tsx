import type { WorkedGrant } from '../../../../src/housing/domain/grants.js';
import { formatMoney, type Cents } from '../../shared/format/money';

// Apart from the grant fields: the plan summary shows the grants but has no form, and must not load one.
/** The summary's grants: each with its amount and how we worked it out, or why it is not given. */
export function GrantsWorkedOut({ grants }: { grants: readonly WorkedGrant[] }) {
  const m = (cents: number) => formatMoney(cents as Cents);
  return (
    <div className="plan-grants-summary">
      <h3 className="plan-grants-summary__title">The grants</h3>
      <ul className="plan-grants-summary__list">
        {grants.map((grant) => (
          <li key={grant.name} data-grant={grant.name}>
            <strong>
              {grant.label}: {m(grant.amount)}
            </strong>
            {grant.enteredByYou ? ` (entered by you; we work out ${m(grant.workedOut)})` : null}.{' '}
            {grant.rule ? `How we worked this out: ${grant.rule}.` : `Why not: ${grant.reason ?? ''}`}
            {grant.toConfirm && grant.workedOut > 0 ? <span className="plan-grants-summary__confirm"> To confirm: {grant.toConfirm}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
