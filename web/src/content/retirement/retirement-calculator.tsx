import { useState } from 'react';
import { formatMoney, type Cents } from '../../shared/format/money';
import { TextInput } from '../../shared/ui/fields';
import {
  RETIREMENT_DEFAULTS,
  RETIREMENT_FACTS,
  calculatorPrompts,
  needsFromExpenses,
  needsFromIncome,
  parseDollars,
  validateInflation,
  validateMonthlyDollars,
  validateYears,
} from './retirement-rules';

const dollars = (value: number) => formatMoney((value * 100) as Cents).replace(/\.00$/, '');

/** Step 1's estimate: from today's income (the 50 % to 70 % rule) and from expected expenses with inflation. */
export function RetirementCalculator() {
  const [income, setIncome] = useState('');
  const [expenses, setExpenses] = useState('');
  const [years, setYears] = useState(String(RETIREMENT_DEFAULTS.yearsInRetirement));
  const [inflation, setInflation] = useState(String(RETIREMENT_DEFAULTS.inflationPercent));
  const yearsOk = validateYears(years) === null;
  const prompts = calculatorPrompts({ income, expenses, years, inflation });
  const byIncome = yearsOk && validateMonthlyDollars(income) === null ? needsFromIncome(parseDollars(income), Number(years)) : null;
  const byExpenses =
    yearsOk && validateMonthlyDollars(expenses) === null && validateInflation(inflation) === null
      ? needsFromExpenses(parseDollars(expenses), Number(years), Number(inflation))
      : null;
  return (
    <section className="card retirement-calculator" aria-labelledby="retirement-calculator-heading">
      <h3 id="retirement-calculator-heading" className="card__title">
        Estimate what you need
      </h3>
      <form className="retirement-calculator__fields" onSubmit={(event) => event.preventDefault()} noValidate>
        <TextInput label="Monthly income today (S$)" value={income} onChange={setIncome} validate={validateMonthlyDollars} inputMode="numeric" optional />
        <TextInput
          label="Monthly expenses in retirement, in today's dollars (S$)"
          value={expenses}
          onChange={setExpenses}
          validate={validateMonthlyDollars}
          inputMode="numeric"
          optional
        />
        <TextInput label="Years in retirement" value={years} onChange={setYears} validate={validateYears} inputMode="numeric" />
        <TextInput label="Inflation a year (%)" value={inflation} onChange={setInflation} validate={validateInflation} inputMode="decimal" />
      </form>
      <div className="retirement-calculator__results" aria-live="polite">
        <p>
          <span className="retirement-calculator__label">
            From your income ({RETIREMENT_FACTS.incomeReplacementLowPercent} % to {RETIREMENT_FACTS.incomeReplacementHighPercent} % of it)
          </span>
          <strong>{byIncome ? `${dollars(byIncome.low)} to ${dollars(byIncome.high)}` : prompts.income}</strong>
        </p>
        <p>
          <span className="retirement-calculator__label">From your expenses, with inflation</span>
          <strong>{byExpenses !== null ? dollars(byExpenses) : prompts.expenses}</strong>
        </p>
      </div>
    </section>
  );
}
