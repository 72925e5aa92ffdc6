import type { HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import { PARENTS_PROXIMITIES, type GrantName, type ParentsProximity, type WorkedGrant } from '../../../../src/housing/domain/grants.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { MoneyInput, RadioGroup } from '../../shared/ui/fields';
import { validatePlanAmount, type PlanDraft } from '../plan-form';

const PROXIMITY_LABELS: Readonly<Record<ParentsProximity, string>> = {
  LIVING_WITH: 'Living with them',
  WITHIN_4KM: 'Within 4 km',
  FARTHER: 'Farther, or no',
};

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'YES' : 'NO');
const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;

export interface GrantFieldsProps {
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  revealed: boolean;
  /** the plan as typed, worked out: its grants */
  summary: HousingPlanSummary;
}

/**
 * The grants step (docs/decisions.md "Housing grants worked out"): the questions the grants depend on, then each
 * grant as worked out with the rule that gave it or why not, and a field for the resident's own amount.
 */
export function GrantFields({ draft, onChange, revealed, summary }: GrantFieldsProps) {
  const set = (change: Partial<PlanDraft['fields']>) => onChange({ ...draft, fields: { ...draft.fields, ...change } });
  return (
    <section className="plan-grants" aria-labelledby="plan-grants-heading">
      <h2 id="plan-grants-heading" className="plan-grants__title">
        Housing grants
      </h2>
      <p className="plan-grants__intro">We work out HDB's grants from your answers and the rules on your purchase date.</p>
      <RadioGroup
        label="Has one of you worked for the last 12 months in a row?"
        hint="The Enhanced CPF Housing Grant needs it."
        optional
        inline
        value={yesNo(draft.fields.workedTwelveMonths)}
        onChange={(v) => set({ workedTwelveMonths: v === 'YES' })}
        options={YES_NO}
      />
      <RadioGroup<ParentsProximity>
        label="Will you live with or near your parents or child?"
        hint="The Proximity Housing Grant is for resale flats with them or within 4 km."
        optional
        inline
        value={draft.fields.parentsProximity ?? ''}
        onChange={(parentsProximity) => set({ parentsProximity })}
        options={PARENTS_PROXIMITIES.map((value) => ({ value, label: PROXIMITY_LABELS[value] }))}
      />
      <RadioGroup
        label="Are your parents or married children buying with you?"
        hint="An extended family has a higher income ceiling for the CPF Housing Grant."
        optional
        inline
        value={yesNo(draft.fields.extendedFamily)}
        onChange={(v) => set({ extendedFamily: v === 'YES' })}
        options={YES_NO}
      />
      <ul className="plan-grant-list">
        {summary.grants.map((grant) => (
          <GrantItem key={grant.name} grant={grant} draft={draft} onChange={onChange} revealed={revealed} />
        ))}
      </ul>
    </section>
  );
}

function GrantItem({ grant, draft, onChange, revealed }: { grant: WorkedGrant } & Omit<GrantFieldsProps, 'summary'>) {
  const name: GrantName = grant.name;
  const m = (cents: number) => formatMoney(cents as Cents);
  return (
    <li className="plan-grant" data-grant={name}>
      <div className="plan-grant__head">
        <h3 className="plan-grant__name">{grant.label}</h3>
        <p className="plan-grant__amount">
          {m(grant.amount)}
          {grant.enteredByYou ? <span className="plan-grant__tag"> entered by you</span> : null}
        </p>
      </div>
      <p className="plan-grant__why">
        {grant.enteredByYou ? `We work out ${m(grant.workedOut)}. ` : null}
        {grant.rule ? `How we worked this out: ${grant.rule}.` : `Why not: ${grant.reason ?? ''}`}
      </p>
      {grant.toConfirm && grant.workedOut > 0 ? <p className="plan-grant__confirm">To confirm: {grant.toConfirm}</p> : null}
      <p className="plan-grant__source">
        Source: {grant.source.publisher},{' '}
        {grant.source.url ? (
          <a href={grant.source.url} target="_blank" rel="noreferrer">
            {grant.source.title}
          </a>
        ) : (
          grant.source.title
        )}{' '}
        (checked {grant.source.checkedOn})
      </p>
      <MoneyInput
        id={`plan-${name}`}
        label={`${grant.label}: your own amount (S$)`}
        hint="Leave empty to use ours"
        optional
        value={draft.money[name]}
        onChange={(text) => onChange({ ...draft, money: { ...draft.money, [name]: text } })}
        validate={validatePlanAmount}
        forceShowError={revealed}
      />
    </li>
  );
}
