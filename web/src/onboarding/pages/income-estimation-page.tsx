import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import type { IncomeDto } from '../../cashflow/cashflow.types';
import {
  incomeEstimationMode,
  incomeListToSave,
  takeHomeEstimateText,
  validateTakeHome,
} from '../../cashflow/estimation-rules';
import { useFinances } from '../../cashflow/use-finances';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { formatMoney, formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { ButtonLink } from '../../shared/ui/button';
import { MoneyInput } from '../../shared/ui/fields';
import { Spinner } from '../../shared/ui/spinner';
import { EstimationForm, useEstimationSave } from './estimation-form';
import '../../cashflow/estimation.css';
import '../onboarding.css';

export const EXPENSE_ESTIMATION_PATH = '/onboarding/expense-estimation';

const validateMoney = (text: string) => {
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
};

/**
 * /onboarding/income-estimation: the first page of the quick snapshot. Gross monthly income, and take-home pay
 * prefilled with gross minus the employee CPF estimate (editable). Saves the whole income list (POST /income).
 */
export const IncomeEstimationPage = observer(function IncomeEstimationPage() {
  usePageTitle('Estimate your income');
  const { identity } = useStores();
  const { cashflow, ready } = useFinances();
  const user = identity.user;
  if (!user) return null;
  return (
    <div className="container container--md page estimation">
      <p className="eyebrow">Quick snapshot: 1 of 2</p>
      <h1>About how much do you earn each month?</h1>
      {!ready || !cashflow.loaded ? (
        ready && cashflow.loadFailed ? (
          <LoadFailed />
        ) : (
          <p role="status">
            <Spinner /> Loading your income…
          </p>
        )
      ) : incomeEstimationMode(cashflow.incomeList) === 'read-only' ? (
        <IncomeListSummary incomeList={cashflow.incomeList} />
      ) : (
        <IncomeForm user={user} incomeList={cashflow.incomeList} />
      )}
    </div>
  );
});

function LoadFailed() {
  return (
    <>
      <p className="lead">We couldn't load your income just now. You can add it later from your dashboard.</p>
      <div className="button-row">
        <ButtonLink to={EXPENSE_ESTIMATION_PATH}>Skip for now</ButtonLink>
      </div>
    </>
  );
}

function IncomeListSummary({ incomeList }: { incomeList: readonly IncomeDto[] }) {
  return (
    <>
      <p className="lead">You've already told us about these income sources.</p>
      <ul className="estimation__list">
        {incomeList.map((item) => (
          <li key={item.id ?? item.name} className="estimation__item">
            <span className="estimation__item-name">{item.name}</span>
            {formatMoney(item.grossIncome as Cents, item.incomeCurrency)} a month before deductions
            {item.netIncome !== null && <>, {formatMoney(item.netIncome as Cents, item.incomeCurrency)} take-home</>}
          </li>
        ))}
      </ul>
      <p>You can change these in your dashboard later.</p>
      <div className="button-row">
        <ButtonLink to={EXPENSE_ESTIMATION_PATH}>Continue</ButtonLink>
      </div>
    </>
  );
}

function IncomeForm({ user, incomeList }: { user: UserProfile; incomeList: readonly IncomeDto[] }) {
  const { cashflow } = useStores();
  const { formRef, revealed, reveal } = useFormReveal();
  const existing = incomeList[0];
  const savedGross = existing ? formatMoneyInput(existing.grossIncome as Cents) : '';
  const savedNet = existing?.netIncome != null ? formatMoneyInput(existing.netIncome as Cents) : '';
  const [gross, setGross] = useState(savedGross);
  const [takeHome, setTakeHome] = useState(savedNet);
  // Once the resident types their own take-home figure, changing the gross no longer overwrites it.
  const [takeHomeEdited, setTakeHomeEdited] = useState(savedNet !== '');
  const saving = useEstimationSave(gross !== savedGross || takeHome !== savedNet, EXPENSE_ESTIMATION_PATH);
  const estimate = takeHomeEstimateText(gross, user.age, user.residentialStatus);
  const valid = validateMoney(gross) === null && validateTakeHome(takeHome, gross) === null;

  const save = async () => {
    const grossCents = parseMoneyInput(gross);
    const netCents = parseMoneyInput(takeHome);
    if (!grossCents.ok || !netCents.ok) return;
    await saving.run(() => flowResult(cashflow.syncIncome(incomeListToSave(incomeList, grossCents.cents, netCents.cents))));
  };

  return (
    <EstimationForm
      formRef={formRef}
      saving={saving}
      valid={valid}
      reveal={reveal}
      onValidSubmit={() => void save()}
      submitLabel="Save and continue"
      skipTo={EXPENSE_ESTIMATION_PATH}
      busyText="Saving your income…"
    >
      <p className="lead">
        A rough figure is fine: it gives your dashboard a first picture of your money. You can refine it later.
      </p>
      <MoneyInput
        label="Gross monthly income (S$)"
        hint="Your salary before CPF and other deductions"
        value={gross}
        onChange={(value) => {
          setGross(value);
          saving.clearServerError();
          if (!takeHomeEdited) setTakeHome(takeHomeEstimateText(value, user.age, user.residentialStatus) ?? '');
        }}
        validate={validateMoney}
        forceShowError={revealed}
      />
      <MoneyInput
        label="Take-home pay (S$)"
        hint={
          estimate !== null && user.residentialStatus !== 'FOREIGNER'
            ? 'This is an estimate: your gross minus the CPF you pay at your age. Change it if your payslip says otherwise.'
            : 'What reaches your bank account each month'
        }
        value={takeHome}
        onChange={(value) => {
          setTakeHome(value);
          setTakeHomeEdited(true);
          saving.clearServerError();
        }}
        validate={(value) => validateTakeHome(value, gross)}
        forceShowError={revealed}
      />
    </EstimationForm>
  );
}
