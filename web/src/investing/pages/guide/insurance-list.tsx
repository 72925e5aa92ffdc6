import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { InsurancePolicyEntry } from '../../../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import {
  BENEFIT_TYPES,
  COVERAGE_CLASSES,
  INSURANCE_LABELS,
  PAYMENT_METHODS,
  POLICY_TYPES,
  PREMIUM_FREQUENCIES,
  PROVIDER_CODES,
  RIDER_OR_BASIC,
  SUM_ASSURED_FIELDS,
} from '../../../../../src/cashflow-wealth/domain/insurance-vocabulary.js';
import { formatMoney } from '../../../../../src/shared-kernel/money-format.js';
import type { Cents } from '../../../../../src/shared-kernel/money.js';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { insuranceKindName, insuranceList, type InsuranceListRow } from '../../../wealth/insurance-list';
import { INSURANCE_OPTIONS } from '../../../wealth/insurance-options';
import { useStores } from '../../../app/store-context';
import { Button } from '../../../shared/ui/button';
import { MoneyInput, SelectField, TextInput } from '../../../shared/ui/fields';
import { Modal } from '../../../shared/ui/modal';
import {
  emptyInsuranceForm,
  formFieldOf,
  insuranceDraft,
  insuranceFormErrors,
  OTHER_INSURER,
  validateInsurerName,
  validateOptionalMoney,
  validatePolicyName,
  type InsuranceForm,
  type InsurerChoice,
} from '../../guide/insurance-form';

const options = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) => values.map((value) => ({ value, label: labels[value] }));
const INSURER_OPTIONS: Array<{ value: Exclude<InsurerChoice, ''>; label: string }> = [
  ...options(PROVIDER_CODES, INSURANCE_LABELS.providerCode),
  { value: OTHER_INSURER, label: 'Another insurer' },
];

/** The insurer as listed: the named insurer, the provider's label, or nothing. */
function insurerOf(policy: InsurancePolicyEntry): string | null {
  const { insurer, providerCode } = policy.insurance;
  if (insurer) return insurer;
  return providerCode ? INSURANCE_LABELS.providerCode[providerCode] : null;
}

/**
 * The guide's insurance list (spec 3 §3 "insurance list: entries with id and insurance"): the resident's policies
 * with the spec's vocabulary (spec 2 §9), added through a form and deleted after a confirmation.
 */
export const InsuranceList = observer(function InsuranceList() {
  const { investing, dashboard } = useStores();
  // The one insurance list (docs/decisions.md "Links and feeds"): the wealth's policies and this list's, by kind in
  // the order and words the protection page uses too.
  const rows = insuranceList(dashboard.finances?.insuranceAssets ?? [], investing.insurance);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<InsurancePolicyEntry | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await flowResult(investing.deleteInsurance(toDelete.id));
      setAnnouncement(`${toDelete.insurance.policyName} deleted.`);
      setToDelete(null);
    } catch {
      setDeleteError("We couldn't delete this policy. Please try again.");
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="insurance-list" aria-labelledby="insurance-list-heading">
      <h3 id="insurance-list-heading">Your insurance policies</h3>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {rows.length === 0 ? (
        <p className="insurance-list__empty">You have not listed any policies yet.</p>
      ) : (
        <ul className="insurance-list__items">
          {rows.map((row) => {
            const policy = row.source === 'INSURANCE_LIST' ? investing.insurance.find((entry) => entry.id === row.id) : undefined;
            return policy ? <PolicyCard key={`list-${row.id}`} policy={policy} onDelete={() => setToDelete(policy)} /> : <WealthPolicyCard key={`wealth-${row.id}`} row={row} />;
          })}
        </ul>
      )}
      {adding ? (
        <PolicyForm
          onDone={(name) => {
            setAdding(false);
            if (name) setAnnouncement(`${name} added to your policies.`);
            requestAnimationFrame(() => document.getElementById('add-policy')?.focus());
          }}
        />
      ) : (
        <Button id="add-policy" variant="secondary" onClick={() => setAdding(true)}>
          Add a policy
        </Button>
      )}
      <Modal
        open={toDelete !== null}
        onClose={() => {
          if (!deleting) setToDelete(null);
        }}
        title="Delete this policy?"
        actions={
          <>
            <Button onClick={() => void confirmDelete()} disabled={deleting}>
              Delete policy
            </Button>
            <Button variant="secondary" onClick={() => setToDelete(null)} disabled={deleting}>
              Keep it
            </Button>
          </>
        }
      >
        <p>
          {toDelete?.insurance.policyName} will be removed from your list. The policy itself is not affected: only what you recorded
          here.
        </p>
        {deleteError && (
          <p className="field__error" role="alert">
            {deleteError}
          </p>
        )}
      </Modal>
    </section>
  );
});

/** A policy recorded in the wealth (an insurance asset): shown here too, changed where it was entered. */
function WealthPolicyCard({ row }: { row: InsuranceListRow }) {
  return (
    <li className="policy-card">
      <div className="policy-card__head">
        <h4 className="policy-card__name">{row.name}</h4>
        <Link to="/dashboard/protection/edit-assets" aria-label={`Change ${row.name} in your wealth`}>
          Change in your wealth
        </Link>
      </div>
      <dl className="policy-card__facts">
        {row.insurer && (
          <div>
            <dt>Insurer</dt>
            <dd>{row.insurer}</dd>
          </div>
        )}
        <div>
          <dt>Type</dt>
          <dd>{row.kindName}</dd>
        </div>
        {row.sumAssured !== null && (
          <div>
            <dt>Death cover</dt>
            <dd>{formatMoney(row.sumAssured as Cents, row.currency)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function PolicyCard({ policy, onDelete }: { policy: InsurancePolicyEntry; onDelete: () => void }) {
  const details = policy.insurance;
  const insurer = insurerOf(policy);
  const kind = [details.productType && insuranceKindName(details.productType), details.policyType && INSURANCE_LABELS.policyType[details.policyType]]
    .filter(Boolean)
    .join(', ');
  const premium =
    details.premiumAmount !== null
      ? `${formatMoney(details.premiumAmount as Cents)}${details.premiumFrequency ? ` (${INSURANCE_LABELS.premiumFrequency[details.premiumFrequency].toLowerCase()})` : ''}`
      : null;
  const sums = BENEFIT_TYPES.map((benefit) => ({ benefit, cents: details[SUM_ASSURED_FIELDS[benefit]] })).filter((s) => s.cents !== null);
  return (
    <li className="policy-card">
      <div className="policy-card__head">
        <h4 className="policy-card__name">{details.policyName}</h4>
        <Button variant="link" onClick={onDelete} aria-label={`Delete ${details.policyName}`}>
          Delete
        </Button>
      </div>
      <dl className="policy-card__facts">
        {insurer && (
          <div>
            <dt>Insurer</dt>
            <dd>{insurer}</dd>
          </div>
        )}
        {kind && (
          <div>
            <dt>Type</dt>
            <dd>{kind}</dd>
          </div>
        )}
        {details.coverageClass && (
          <div>
            <dt>Coverage</dt>
            <dd>
              {INSURANCE_LABELS.coverageClass[details.coverageClass]}
              {details.riderOrBasic && `, ${INSURANCE_LABELS.riderOrBasic[details.riderOrBasic].toLowerCase()}`}
            </dd>
          </div>
        )}
        {!details.coverageClass && details.riderOrBasic && (
          <div>
            <dt>Plan</dt>
            <dd>{INSURANCE_LABELS.riderOrBasic[details.riderOrBasic]}</dd>
          </div>
        )}
        {premium && (
          <div>
            <dt>Premium</dt>
            <dd>
              {premium}
              {details.paymentMethod && `, by ${INSURANCE_LABELS.paymentMethod[details.paymentMethod]}`}
            </dd>
          </div>
        )}
        {sums.map(({ benefit, cents }) => (
          <div key={benefit}>
            <dt>{INSURANCE_LABELS.benefitType[benefit]} cover</dt>
            <dd>{formatMoney(cents as Cents)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

const PolicyForm = observer(function PolicyForm({ onDone }: { onDone: (added: string | null) => void }) {
  const { investing } = useStores();
  const [form, setForm] = useState<InsuranceForm>(emptyInsuranceForm);
  const [revealed, setRevealed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof InsuranceForm>(key: K, value: InsuranceForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => ({ ...current, [key]: '' }));
  };
  const setSum = (benefit: keyof InsuranceForm['sums'], value: string) => {
    setForm((current) => ({ ...current, sums: { ...current.sums, [benefit]: value } }));
    setServerErrors((current) => ({ ...current, [`sums.${benefit}`]: '' }));
  };
  const serverError = (field: string) => serverErrors[field] || null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = insuranceFormErrors(form);
    if (Object.keys(errors).length > 0) {
      // Spec 1 §5: a blocked submit reveals every error and moves to the first invalid field.
      setRevealed(true);
      requestAnimationFrame(() => (document.querySelector('.policy-form [aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await flowResult(investing.addInsurance(insuranceDraft(form)));
      onDone(form.policyName);
    } catch (error) {
      const details = error instanceof ApiError ? (error.body?.details ?? []) : [];
      if (details.length > 0) setServerErrors(Object.fromEntries(details.map((d) => [formFieldOf(d.field), d.message])));
      setFailure(error instanceof ApiError && error.body?.errorMessage ? error.body.errorMessage : "We couldn't add this policy. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="policy-form card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="policy-form-heading">
      <h4 id="policy-form-heading">Add a policy</h4>
      <p className="field__hint">Only the policy name is needed; add what you know from your policy documents. Amounts are in S$.</p>
      <div className="policy-form__grid">
        <TextInput
          label="Policy name"
          value={form.policyName}
          onChange={(v) => set('policyName', v)}
          validate={validatePolicyName}
          forceShowError={revealed}
          error={serverError('policyName')}
          maxLength={100}
          className="policy-form__wide"
        />
        <SelectField label="Insurer" optional value={form.insurer} onChange={(v) => set('insurer', v)} options={INSURER_OPTIONS} error={serverError('providerCode')} />
        {form.insurer === OTHER_INSURER && (
          <TextInput
            label="Insurer's name"
            value={form.insurerName}
            onChange={(v) => set('insurerName', v)}
            validate={validateInsurerName}
            forceShowError={revealed}
            error={serverError('insurerName')}
          />
        )}
        <SelectField label="Product type" optional value={form.productType} onChange={(v) => set('productType', v)} options={INSURANCE_OPTIONS.productType} error={serverError('productType')} />
        <SelectField label="Policy type" optional value={form.policyType} onChange={(v) => set('policyType', v)} options={options(POLICY_TYPES, INSURANCE_LABELS.policyType)} error={serverError('policyType')} />
        <SelectField label="Coverage" optional value={form.coverageClass} onChange={(v) => set('coverageClass', v)} options={options(COVERAGE_CLASSES, INSURANCE_LABELS.coverageClass)} error={serverError('coverageClass')} />
        <SelectField label="Basic plan or rider" optional value={form.riderOrBasic} onChange={(v) => set('riderOrBasic', v)} options={options(RIDER_OR_BASIC, INSURANCE_LABELS.riderOrBasic)} error={serverError('riderOrBasic')} />
        <MoneyInput
          label="Premium (S$)"
          optional
          value={form.premiumAmount}
          onChange={(v) => set('premiumAmount', v)}
          validate={validateOptionalMoney}
          forceShowError={revealed}
          error={serverError('premiumAmount')}
        />
        <SelectField label="Paid" optional value={form.premiumFrequency} onChange={(v) => set('premiumFrequency', v)} options={options(PREMIUM_FREQUENCIES, INSURANCE_LABELS.premiumFrequency)} error={serverError('premiumFrequency')} />
        <SelectField label="Paid by" optional value={form.paymentMethod} onChange={(v) => set('paymentMethod', v)} options={options(PAYMENT_METHODS, INSURANCE_LABELS.paymentMethod)} error={serverError('paymentMethod')} />
      </div>
      <fieldset className="policy-form__cover">
        <legend>Sums assured (S$)</legend>
        <div className="policy-form__grid">
          {BENEFIT_TYPES.map((benefit) => (
            <MoneyInput
              key={benefit}
              label={`${INSURANCE_LABELS.benefitType[benefit]} (S$)`}
              optional
              value={form.sums[benefit]}
              onChange={(v) => setSum(benefit, v)}
              validate={validateOptionalMoney}
              forceShowError={revealed}
              error={serverError(`sums.${benefit}`)}
            />
          ))}
        </div>
      </fieldset>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <Button type="submit" disabled={saving}>
          Add policy
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
});
