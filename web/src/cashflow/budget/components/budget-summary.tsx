import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../../app/store-context';
import { DoughnutChart, type DoughnutSlice } from '../../../shared/charts/doughnut-chart';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/button';
import { DownloadIcon } from '../../../shared/ui/icons';
import { LevelBadge } from '../../../dashboard/level-badge';
import { savingsRatioText } from '../../../shared/monthly-figures/monthly-figure-lines';
import { MonthlyFiguresTable } from '../../../shared/monthly-figures/monthly-figures-table';
import type { MonthlyFiguresDto } from '../../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { BudgetTable } from '../../../dashboard/sub-pages/budget-summary';
import { budgetLines, budgetSentence } from '../../../dashboard/sub-pages/budget-figures';
import { expenseDtoOf, type ExpenseItem } from '../../setup/expense-rules';
import { expenseSwatch } from './expense-swatch';
import { budgetOutlook, monthlyBudgetOf, type SavingsLevel } from '../budget-rules';
import { downloadExpenseTracker } from '../download-expense-tracker';

const LEVEL_NUMBERS: Readonly<Record<SavingsLevel, number>> = { Good: 3, Fair: 2, 'Needs attention': 1 };
const UNASSIGNED_COLOUR = '#c9cfda';

export interface BudgetSummaryProps {
  items: readonly ExpenseItem[];
  /** the stored total a month; null when none (the category budgets added up stand in) */
  totalBudget: number | null;
  /** take-home income a month (SGD); 0 when unknown */
  takeHomeIncome: number;
  /** what the expenses cost a month */
  spending: number;
  /** loan repayments paid in cash a month */
  cashLoanRepayments: number;
  /** the resident's one set of monthly figures (GET /finances), shown as on the dashboard; absent for the anonymous tool */
  figures?: MonthlyFiguresDto | null;
}

/** The summary step: the budget against income, how it is shared (doughnut), each category against its budget, the PDF. */
export const BudgetSummary = observer(function BudgetSummary({ items, totalBudget: storedTotal, takeHomeIncome, spending, cashLoanRepayments, figures }: BudgetSummaryProps) {
  const { config } = useStores();
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const assigned = items.reduce((sum, item) => sum + (monthlyBudgetOf(item) ?? 0), 0);
  const totalBudget = storedTotal ?? assigned;
  const outlook = budgetOutlook(takeHomeIncome, totalBudget, cashLoanRepayments);
  const lines = budgetLines({ expenses: items.map(expenseDtoOf) });
  const slices: DoughnutSlice[] = items
    .map((item, index) => ({ item, colour: expenseSwatch(item, index), budget: monthlyBudgetOf(item) }))
    .filter(({ budget }) => budget !== null)
    .map(({ item, colour, budget }) => ({ label: item.category, value: budget!, colour, display: formatMoney(budget!) }));
  if (totalBudget > assigned) slices.push({ label: 'Not yet assigned', value: totalBudget - assigned, colour: UNASSIGNED_COLOUR, display: formatMoney((totalBudget - assigned) as Cents) });

  const download = async () => {
    setPdfBusy(true);
    setPdfError(null);
    try {
      await downloadExpenseTracker({ productName: config.productName, items, totalBudget: storedTotal });
    } catch {
      setPdfError("We couldn't make your expense tracker. Please try again.");
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="budget-summary">
      <dl className="budget-summary__figures">
        <div className="budget-figure">
          <dt>Total monthly budget</dt>
          <dd>{formatMoney(totalBudget as Cents)}</dd>
        </div>
        <div className="budget-figure">
          <dt>You spend now</dt>
          <dd>{formatMoney(spending as Cents)}</dd>
        </div>
        <div className="budget-figure">
          <dt>Take-home income</dt>
          <dd>{takeHomeIncome > 0 ? formatMoney(takeHomeIncome as Cents) : 'Not added yet'}</dd>
        </div>
      </dl>
      {figures && (
        <section className="card" aria-labelledby="budget-today-heading">
          <h2 id="budget-today-heading" className="card__title">
            Your month today
          </h2>
          <p>Savings ratio today: {savingsRatioText(figures)}</p>
          <MonthlyFiguresTable figures={figures} />
        </section>
      )}
      {outlook && (
        <section className="card budget-outlook" aria-labelledby="budget-outlook-heading">
          <div className="budget-outlook__head">
            <h2 id="budget-outlook-heading" className="card__title">
              What your budget leaves to save
            </h2>
            <LevelBadge level={LEVEL_NUMBERS[outlook.level]} />
          </div>
          <p>{outlook.sentence}</p>
          <p className="budget-outlook__note">Saving 20 % or more of your take-home income is good; 10 % to 20 % is fair.</p>
        </section>
      )}
      {slices.length > 0 && (
        <DoughnutChart
          title="How your budget is shared"
          summary={`Your ${formatMoney(totalBudget as Cents)} monthly budget by category.`}
          slices={slices}
          centreLabel={formatMoney(totalBudget as Cents)}
        />
      )}
      {lines.length > 0 && (
        <section aria-labelledby="budget-lines-heading">
          <h2 id="budget-lines-heading" className="budget-step__heading">
            Spending against budget
          </h2>
          <p>{budgetSentence(lines)}</p>
          <BudgetTable lines={lines} caption="Your expenses against your budgets" />
        </section>
      )}
      <section className="card budget-pdf" aria-labelledby="budget-pdf-heading">
        <h2 id="budget-pdf-heading" className="card__title">
          Track it month by month
        </h2>
        <p>Download a printable expense tracker with your categories and budgets, and columns for the next two months.</p>
        <Button variant="secondary" onClick={() => void download()} aria-disabled={pdfBusy || undefined}>
          <DownloadIcon size={18} /> Download expense tracker (PDF)
        </Button>
        {pdfError && (
          <p className="field__error" role="alert">
            {pdfError}
          </p>
        )}
      </section>
    </div>
  );
});
