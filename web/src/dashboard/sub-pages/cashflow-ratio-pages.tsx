import { AreaSubPageFrame } from '../area-page-frame';
import { formatRatio } from '../health-levels';
import { Bands, FigureCard, money, NextSteps, Working } from './explainer';
import { loanSummary, savingsWorking } from './sub-page-figures';
import { FIGURE_LABELS } from '../../shared/monthly-figures/monthly-figure-lines';

const EDIT = {
  income: { to: '/dashboard/cashflow/edit-income', label: 'Change your income' },
  expenses: { to: '/dashboard/cashflow/edit-expenses', label: 'Change your expenses and budgets' },
  loans: { to: '/dashboard/cashflow/edit-loans', label: 'Change your loan repayments' },
  investments: { to: '/dashboard/cashflow/edit-monthly-investments', label: 'Change your monthly investments' },
};

/** What each savings-ratio outcome suggests (codes of spec 2 §4; SR1A-C differ by emergency-fund months). */
const SAVINGS_ADVICE: Record<string, string> = {
  SR0: 'Add your take-home income to see your savings ratio.',
  SR1A: 'You save a good share of your income and your emergency fund covers 6 months or more. Put what you save to work: set savings targets or start investing.',
  SR1B: 'You save a good share of your income. Keep it up until your emergency fund covers 6 months of spending.',
  SR1C: 'You save a good share of your income. Build your emergency fund first: aim for 3 months of spending, then 6.',
  SR2: 'You save something each month. Look for one or two expenses to trim, or set a budget for them, to reach 20 %.',
  SR3: 'Very little is left at the end of the month. Review your biggest expenses and set budgets, so that you save at least 5 %, then 20 %.',
};

/** /dashboard/cashflow/savings-ratio: the ratio, how it is worked out with the resident's numbers, the bands. */
export function SavingsRatioPage() {
  return (
    <AreaSubPageFrame area="cashflow" title="Savings ratio" lead="How much of your take-home income is left each month after your expenses and loan repayments.">
      {({ check, finances, rates }) => {
        const working = savingsWorking(finances);
        const ratio = check.savingsRatio;
        return (
          <>
            <FigureCard label="Your savings ratio" figure={formatRatio(ratio.ratio)} level={ratio.level}>
              {SAVINGS_ADVICE[ratio.code]}
            </FigureCard>
            <Working
              title="How it is worked out"
              rows={[
                { label: FIGURE_LABELS.takeHomeIncome, amount: working.takeHome },
                { label: FIGURE_LABELS.expenses, amount: working.expenses, sign: '−' },
                { label: FIGURE_LABELS.instalmentsCash, amount: working.loanCash, sign: '−' },
                { label: FIGURE_LABELS.leftEachMonth, amount: working.leftOver },
              ]}
              result={{ label: 'Left ÷ take-home income', value: formatRatio(ratio.ratio) }}
              note={`Money you invest each month (${money(working.invested)}) counts as saved, so it is not taken away. Loan instalments paid from CPF do not come out of your take-home income; an instalment with no cash/CPF split counts as paid in cash.`}
            />
            <Bands
              title="What the levels mean"
              current={ratio.level}
              bands={[
                { level: 3, range: '20 % or more' },
                { level: 2, range: '5 % to under 20 %' },
                { level: 1, range: 'Under 5 %' },
              ]}
            />
            <NextSteps links={[EDIT.expenses, EDIT.income, EDIT.loans]}>
              <p>A common guide is to save 10 % to 20 % of your income. Budgets help: set one for each expense category and the dashboard shows where you overspend.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

const DEBT_ADVICE: Record<string, string> = {
  TDSR0: 'Add your gross income to see how much of it goes to loans.',
  TDSR1: 'Your loan repayments take a manageable share of your income.',
  TDSR2: 'Your loan repayments take more than 35 % of your gross income. Avoid new loans, and consider paying down the costliest one first.',
  TDSR3: 'You have no loan repayments.',
};

/** /dashboard/cashflow/total-debt-servicing-ratio: every loan repayment, cash and CPF, against gross income. */
export function DebtServicingRatioPage() {
  return (
    <AreaSubPageFrame area="cashflow" title="Total debt servicing ratio" lead="How much of your gross income goes to loan repayments each month, whether you pay them in cash or from CPF.">
      {({ check, finances, rates }) => {
        const loans = loanSummary(finances, rates);
        const ratio = check.debtServicingRatio;
        return (
          <>
            <FigureCard label="Your total debt servicing ratio" figure={formatRatio(ratio.ratio)} level={ratio.level}>
              {DEBT_ADVICE[ratio.code]}
            </FigureCard>
            <Working
              title="How it is worked out"
              rows={[
                { label: 'Loan repayments paid in cash', amount: loans.cash },
                { label: 'Loan repayments paid from CPF', amount: loans.cpf, sign: '+' },
                { label: 'Gross income a month', amount: finances.totals.monthlyGrossIncome },
              ]}
              result={{ label: 'Repayments ÷ gross income', value: formatRatio(ratio.ratio) }}
              note="Banks use the same measure when they decide how much you may borrow: in Singapore a property loan is limited to 55 % of income across all your loans."
            />
            <Bands
              title="What the levels mean"
              current={ratio.level}
              bands={[
                { level: 3, range: 'No loans, or up to 35 % of your gross income' },
                { level: 2, range: 'Above 35 %' },
              ]}
            />
            <NextSteps links={[{ to: '/dashboard/cashflow/loan-repayment', label: 'See your loan repayments' }, EDIT.loans, EDIT.income]}>
              <p>Keep your repayments at or under 35 % of your gross income so that a drop in income does not put your home or savings at risk.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

export { EDIT as CASHFLOW_EDIT_LINKS };
