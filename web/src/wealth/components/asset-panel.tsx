import { useState } from 'react';
import type { FxRates } from '../../../../src/shared-kernel/fx.js';
import { currencyPrefix, formatMoney } from '../../../../src/shared-kernel/money-format.js';
import { parseMoneyInput } from '../../../../src/shared-kernel/money-input.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import { Button, ExternalLink } from '../../shared/ui/button';
import { DateInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { InfoIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/modal';
import { INSURANCE_MONEY_FIELDS, assetDraftOf, assetFormErrors, assetFormOf, usesQuantity, type AssetForm } from '../asset-form';
import { ASSET_KIND_LABELS, groupOfKind, marketPriceKind, panelFields, quantityDecimals, quantityLabel } from '../asset-kinds';
import { currencyIsForced, liveTotalText, parseQuantity, totalFromQuantity } from '../asset-rules';
import type { AssetDraft } from '../asset-sync';
import { singaporeToday } from '../cpf-rules';
import { INSURANCE_OPTIONS } from '../insurance-options';
import { HOME_PRICE_SOURCES } from '../market-price-links';
import { HDB_FLAT_TYPE_OPTIONS, PROPERTY_TYPE_OPTIONS, valueSourceNote } from '../property-rules';
import { sgdEquivalent } from '../wealth-totals';
import type { AssetKindPath, LiabilityDto, PropertyDetails } from '../wealth.types';
import { CurrencySelect } from './currency-select';
import { amountLabel } from '../../shared/format/currency';
import { MarketPriceModal } from './market-price-modal';
import { assetNameHint } from '../../shared/forms/name-hints';

export interface AssetPanelProps {
  /** Closing keeps the panel mounted through the dialog's exit, so focus returns to the button that opened it. */
  open: boolean;
  /** The kind the panel opens on (a new item) or the item's kind (editing). */
  kind: AssetKindPath;
  /** The item being edited; absent for 'Add …'. */
  editing?: AssetDraft;
  currencies: readonly string[];
  rates: FxRates;
  onSave: (kind: AssetKindPath, draft: AssetDraft) => void;
  onClose: () => void;
  /** The resident's stored liabilities: a home may secure one of them (its mortgage). */
  liabilities?: readonly LiabilityDto[];
  /** The stored home's details, for where its value came from ('Purchase price from Myinfo, …'). */
  storedProperty?: PropertyDetails | null;
}

const SOURCE_OPTIONS = [
  { value: 'CASH', label: 'Cash' },
  { value: 'CPFIS', label: 'CPF Investment Scheme (CPFIS)' },
  { value: 'SRS', label: 'Supplementary Retirement Scheme (SRS)' },
] as const;

const ENTER_BY_OPTIONS = [
  { value: 'TOTAL_VALUE', label: 'Total value' },
  { value: 'UNIT_PRICE', label: 'Quantity x unit price' },
] as const;

/**
 * The asset panel (spec 2 §2 "Manual investment / asset panels"): a dialog with the fields the kind needs. Saving
 * only changes the page's list; the list is saved with 'Save and continue' (spec 2 §4 synced lists). Save with
 * errors reveals them and focuses the first, which for an empty panel is the name (spec 2 §2).
 */
export function AssetPanel({ open, kind: initialKind, editing, currencies, rates, onSave, onClose, liabilities = [], storedProperty = null }: AssetPanelProps) {
  const [today] = useState(() => singaporeToday());
  const [form, setForm] = useState<AssetForm>(() => assetFormOf(initialKind, editing, today));
  const { formRef, revealed, reveal } = useFormReveal();
  const [pricesOpen, setPricesOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const fields = panelFields(form.kind);
  const group = groupOfKind(form.kind);
  const errors = assetFormErrors(form, today);
  const set = <K extends keyof AssetForm>(key: K, value: AssetForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const forced = fields.investmentSource && currencyIsForced(form.investmentSource);
  const currency = forced ? 'SGD' : form.currency;
  const byQuantity = usesQuantity(form);
  const noun =
    group.id === 'investments' ? 'investment' : group.id === 'cash' ? 'cash' : group.id === 'insurance' ? 'insurance policy' : group.id === 'home' ? 'your home' : 'asset';
  const title = editing ? `Edit ${noun}` : `Add ${noun}`;
  const priceKind = marketPriceKind(form.kind);

  const submit = () => {
    if (Object.keys(errors).length > 0) {
      if (INSURANCE_MONEY_FIELDS.some((field) => errors[field])) setDetailsOpen(true);
      reveal();
      return;
    }
    onSave(form.kind, assetDraftOf({ ...form, currency }, editing));
  };

  const totalCents = byQuantity ? liveTotalCents(form) : parsedCents(form.totalValue);
  const sgd = totalCents === null ? null : sgdEquivalent(totalCents, currency, rates);
  const error = (key: keyof AssetForm) => () => errors[key] ?? null;

  // The prices dialog is a sibling, not a child: a child's Esc (a React 'cancel' event) would bubble up and close
  // the panel as well.
  return (
    <>
      <Modal open={open} onClose={onClose} title={title}>
        <form
          ref={formRef}
          noValidate
          className="asset-panel"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {fields.kindPicker && !editing ? (
            <SelectField
              label={group.id === 'investments' ? 'Investment type' : 'Type of cash'}
              value={form.kind}
              onChange={(value) => setForm((f) => ({ ...f, kind: value, quantity: '' }))}
              options={fields.kindPicker.map((k) => ({ value: k, label: ASSET_KIND_LABELS[k] }))}
            />
          ) : (
            <p className="asset-panel__kind">
              <span className="field__label">Type</span> {ASSET_KIND_LABELS[form.kind]}
            </p>
          )}
          <TextInput
            label="Name"
            hint={assetNameHint(form.kind)}
            value={form.name}
            onChange={(value) => set('name', value)}
            validate={error('name')}
            forceShowError={revealed}
            autoComplete="off"
          />
          {fields.investmentSource && (
            <RadioGroup
              label="Paid for with"
              value={form.investmentSource}
              onChange={(value) => set('investmentSource', value)}
              options={SOURCE_OPTIONS}
            />
          )}
          <CurrencySelect
            value={currency}
            onChange={(value) => set('currency', value)}
            options={currencies}
            disabled={forced}
            note={forced ? 'CPFIS and SRS investments are held in Singapore dollars.' : undefined}
          />
          {fields.enterBy && (
            <RadioGroup
              label="Enter by"
              value={form.enterOption}
              onChange={(value) => set('enterOption', value)}
              options={ENTER_BY_OPTIONS}
              inline
            />
          )}
          {byQuantity ? (
            <>
              <TextInput
                label={quantityLabel(form.kind)}
                hint={quantityDecimals(form.kind) > 0 ? 'Up to 3 decimal places' : 'Whole units'}
                inputMode={quantityDecimals(form.kind) > 0 ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={form.quantity}
                onChange={(value) => set('quantity', value)}
                validate={error('quantity')}
                forceShowError={revealed}
              />
              <div className="asset-panel__price">
                <TextInput
                  label={amountLabel('Unit price', currency)}
                  inputMode="decimal"
                  autoComplete="off"
                  value={form.unitPrice}
                  onChange={(value) => set('unitPrice', value)}
                  validate={error('unitPrice')}
                  forceShowError={revealed}
                />
                {priceKind && (
                  <Button variant="link" className="asset-panel__prices-button" onClick={() => setPricesOpen(true)}>
                    <InfoIcon size={18} />
                    Where to find market prices
                  </Button>
                )}
              </div>
              <div className="asset-panel__total" aria-live="polite">
                <span className="asset-panel__total-label">Total value</span>
                <span className="asset-panel__total-amount">
                  {currencyPrefix(currency)}
                  {liveTotalText(form.quantity, form.unitPrice, quantityDecimals(form.kind)) ?? '0.00'}
                </span>
                {sgd !== null && <span className="asset-panel__sgd">About {formatMoney(sgd as Cents)}</span>}
              </div>
            </>
          ) : (
            <>
              <TextInput
                label={amountLabel(group.id === 'insurance' ? 'Cash or surrender value' : group.id === 'home' ? 'Estimated value of the whole home' : 'Total value', currency)}
                inputMode="decimal"
                autoComplete="off"
                value={form.totalValue}
                onChange={(value) => set('totalValue', value)}
                validate={error('totalValue')}
                forceShowError={revealed}
                hint={sgd !== null ? <>About {formatMoney(sgd as Cents)}</> : undefined}
              />
              {priceKind && (
                <Button variant="link" className="asset-panel__prices-button" onClick={() => setPricesOpen(true)}>
                  <InfoIcon size={18} />
                  Where to find market prices
                </Button>
              )}
            </>
          )}
          {fields.propertyDetails && (
            <PropertyFields form={form} set={set} error={error} revealed={revealed} liabilities={liabilities} storedProperty={storedProperty} />
          )}
          {fields.insuranceDetails && (
            <details className="asset-panel__details" open={detailsOpen} onToggle={(e) => setDetailsOpen(e.currentTarget.open)}>
              <summary>Policy details (optional)</summary>
              <InsuranceFields form={form} currency={currency} set={set} error={error} revealed={revealed} />
            </details>
          )}
          <div className="button-row asset-panel__actions">
            <Button type="submit" aria-disabled={Object.keys(errors).length > 0 || undefined}>
              Save
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </Modal>
      {priceKind && <MarketPriceModal open={pricesOpen} onClose={() => setPricesOpen(false)} kind={priceKind} />}
    </>
  );
}

function parsedCents(text: string): number | null {
  const parsed = parseMoneyInput(text);
  return parsed.ok ? parsed.cents : null;
}

function liveTotalCents(form: AssetForm): number | null {
  const quantity = parseQuantity(form.quantity, quantityDecimals(form.kind));
  const price = parsedCents(form.unitPrice);
  return quantity.ok && price !== null ? totalFromQuantity(quantity.text, price) : null;
}

interface InsuranceFieldsProps {
  form: AssetForm;
  /** the policy's currency: its premium and sum assured are in it too */
  currency: string;
  set: <K extends keyof AssetForm>(key: K, value: AssetForm[K]) => void;
  error: (key: keyof AssetForm) => () => string | null;
  revealed: boolean;
}

function InsuranceFields({ form, currency, set, error, revealed }: InsuranceFieldsProps) {
  const money = (field: (typeof INSURANCE_MONEY_FIELDS)[number], label: string) => (
    <TextInput
      label={amountLabel(label, currency)}
      optional
      inputMode="decimal"
      autoComplete="off"
      value={form[field]}
      onChange={(value) => set(field, value)}
      validate={error(field)}
      forceShowError={revealed}
    />
  );
  return (
    <div className="asset-panel__details-body">
      <TextInput label="Insurer" optional value={form.insurer} onChange={(value) => set('insurer', value)} autoComplete="off" />
      <SelectField
        label="SGFinDex insurer"
        optional
        value={form.providerCode ?? ''}
        onChange={(value) => set('providerCode', value)}
        options={INSURANCE_OPTIONS.providerCode}
      />
      <SelectField
        label="Policy type"
        optional
        value={form.policyType ?? ''}
        onChange={(value) => set('policyType', value)}
        options={INSURANCE_OPTIONS.policyType}
      />
      <SelectField
        label="Product type"
        optional
        value={form.productType ?? ''}
        onChange={(value) => set('productType', value)}
        options={INSURANCE_OPTIONS.productType}
      />
      <SelectField
        label="Coverage"
        optional
        value={form.coverageClass ?? ''}
        onChange={(value) => set('coverageClass', value)}
        options={INSURANCE_OPTIONS.coverageClass}
      />
      <SelectField
        label="Basic plan or rider"
        optional
        value={form.riderOrBasic ?? ''}
        onChange={(value) => set('riderOrBasic', value)}
        options={INSURANCE_OPTIONS.riderOrBasic}
      />
      {money('premiumAmount', 'Premium')}
      <SelectField
        label="Premium frequency"
        optional
        value={form.premiumFrequency ?? ''}
        onChange={(value) => set('premiumFrequency', value)}
        options={INSURANCE_OPTIONS.premiumFrequency}
      />
      <SelectField
        label="Paid by"
        optional
        value={form.paymentMethod ?? ''}
        onChange={(value) => set('paymentMethod', value)}
        options={INSURANCE_OPTIONS.paymentMethod}
      />
      {money('sumAssured', 'Sum assured on death')}
      {money('accidentalDeathSumAssured', 'Sum assured on accidental death')}
      {money('totalPermanentDisabilitySumAssured', 'Sum assured on total permanent disability')}
      {money('criticalIllnessSumAssured', 'Sum assured on critical illness')}
    </div>
  );
}

interface PropertyFieldsProps {
  form: AssetForm;
  set: <K extends keyof AssetForm>(key: K, value: AssetForm[K]) => void;
  error: (key: keyof AssetForm) => () => string | null;
  revealed: boolean;
  liabilities: readonly LiabilityDto[];
  storedProperty: PropertyDetails | null;
}

/**
 * The home's details (decisions.md "The home as an asset"): its type, the flat type for an HDB flat, the address,
 * the resident's share, the day of the estimate and the loan it secures; where to see what similar homes sold for,
 * and that the value is the resident's own estimate.
 */
function PropertyFields({ form, set, error, revealed, liabilities, storedProperty }: PropertyFieldsProps) {
  return (
    <div className="asset-panel__home">
      <p className="asset-panel__home-note">
        {storedProperty ? `${valueSourceNote(storedProperty, formatDisplayDate)}. ` : ''}
        The value is your own estimate of what the whole home would sell for today. Recent prices of similar homes:
      </p>
      <ul className="asset-panel__home-links">
        {HOME_PRICE_SOURCES.map((source) => (
          <li key={source.href}>
            <ExternalLink href={source.href}>{source.linkText}</ExternalLink>
            <span className="asset-panel__home-hint"> {source.hint}</span>
          </li>
        ))}
      </ul>
      <DateInput
        label="Date of your estimate"
        value={form.valuationDate}
        onChange={(value) => set('valuationDate', value)}
        validate={error('valuationDate')}
        forceShowError={revealed}
      />
      <SelectField
        label="Type of home"
        value={form.propertyType}
        onChange={(value) => set('propertyType', value)}
        options={PROPERTY_TYPE_OPTIONS}
        validate={error('propertyType')}
        forceShowError={revealed}
      />
      {form.propertyType === 'HDB' && (
        <SelectField label="Flat type" optional value={form.hdbFlatType} onChange={(value) => set('hdbFlatType', value)} options={HDB_FLAT_TYPE_OPTIONS} />
      )}
      <TextInput
        label="Your share of the home (%)"
        hint="100 if you own it alone; 50 if you own it with one other person in equal shares"
        inputMode="decimal"
        autoComplete="off"
        value={form.ownershipShare}
        onChange={(value) => set('ownershipShare', value)}
        validate={error('ownershipShare')}
        forceShowError={revealed}
      />
      <TextInput label="Address" optional autoComplete="street-address" value={form.address} onChange={(value) => set('address', value)} validate={error('address')} forceShowError={revealed} />
      {liabilities.length > 0 ? (
        <SelectField
          label="The loan it secures"
          optional
          hint="Linking the home loan lets the dashboard show your net worth without your home and its loan."
          placeholder="None"
          value={form.securedLiabilityId}
          onChange={(value) => set('securedLiabilityId', value)}
          options={liabilities.map((liability) => ({ value: liability.id, label: liability.name }))}
        />
      ) : (
        <p className="asset-panel__home-hint">Have a home loan? Add it under your liabilities, then link it to your home here.</p>
      )}
    </div>
  );
}
