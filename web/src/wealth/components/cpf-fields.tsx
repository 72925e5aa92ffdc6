import { parseMoneyInput } from '../../../../src/shared-kernel/money-input.js';
import { MoneyInput } from '../../shared/ui/fields';
import { CPF_ACCOUNT_LABELS, cpfAccounts, type CpfAccount } from '../cpf-rules';

/** An empty balance means 0 (a resident may not have every account); anything typed follows the money rules. */
export function validateCpfBalance(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
}

/** The CPF balances in SGD: OA, SA (until it closes at 55), MA, and RA for residents of 55 or older (spec 2 §3). */
export function CpfFields({
  values,
  withRa,
  withSa = true,
  onChange,
  revealed,
}: {
  values: Record<CpfAccount, string>;
  withRa: boolean;
  withSa?: boolean;
  onChange: (account: CpfAccount, value: string) => void;
  revealed: boolean;
}) {
  return (
    <div className="cpf-fields">
      {cpfAccounts(withRa, withSa).map((account) => (
        <MoneyInput
          key={account}
          label={CPF_ACCOUNT_LABELS[account]}
          optional
          value={values[account]}
          onChange={(value) => onChange(account, value)}
          validate={validateCpfBalance}
          forceShowError={revealed}
        />
      ))}
    </div>
  );
}
