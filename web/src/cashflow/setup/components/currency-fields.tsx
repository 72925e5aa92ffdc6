import type { ReactNode } from 'react';
import { amountLabel, currencyOptionLabel } from '../../../shared/format/currency';
import { MoneyInput, SelectField, TextInput } from '../../../shared/ui/fields';

/** A money field in a currency: the S$ field for SGD, else a decimal field whose label names the currency. */
export function AmountField(props: {
  id?: string;
  label: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  validate: (value: string) => string | null;
  forceShowError: boolean;
  optional?: boolean;
  hint?: ReactNode;
}) {
  const { label, currency, ...rest } = props;
  if (currency === 'SGD') return <MoneyInput {...rest} label={amountLabel(label, currency)} />;
  return <TextInput {...rest} label={amountLabel(label, currency)} inputMode="decimal" autoComplete="off" className="field--money" />;
}

export function CurrencySelect({ value, onChange, codes }: { value: string; onChange: (code: string) => void; codes: readonly string[] }) {
  return <SelectField label="Currency" value={value} onChange={onChange} options={codes.map((code) => ({ value: code, label: currencyOptionLabel(code) }))} />;
}
