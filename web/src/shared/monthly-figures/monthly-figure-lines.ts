/**
 * The one set of monthly figures as every page words them (docs/decisions.md "Monthly figures and availability"):
 * the same label and the same line on what each includes, on the dashboard, the cashflow pages and the budget
 * calculator. The amounts are the server's (GET /finances or GET /health-check `monthlyFigures`); nothing here adds
 * them up again.
 */
import type { MonthlyFiguresDto } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';

export interface MonthlyFigureLine {
  key: 'takeHomeIncome' | 'expenses' | 'instalmentsCash' | 'instalmentsCpf' | 'leftEachMonth' | 'monthlyInvestments';
  label: string;
  /** what the figure includes, in one line */
  includes: string;
  cents: number;
  /** the total line (what is left) */
  total?: boolean;
}

export const FIGURE_LABELS = {
  takeHomeIncome: 'Take-home income',
  expenses: 'Expenses',
  instalmentsCash: 'Loan instalments paid in cash',
  instalmentsCpf: 'Loan instalments paid from CPF',
  leftEachMonth: 'Left each month',
  monthlyInvestments: 'Invested each month',
} as const;

/** The hint on the loan form: the rule the figures follow for an instalment without a split. */
export const UNSPLIT_INSTALMENT_HINT = 'Not sure how it is split? Leave both parts empty: whatever CPF does not pay counts as paid in cash.';

/** The lines in the order they add up: income, less expenses and cash instalments, is what is left. */
export function monthlyFigureLines(figures: MonthlyFiguresDto): MonthlyFigureLine[] {
  return [
    { key: 'takeHomeIncome', label: FIGURE_LABELS.takeHomeIncome, includes: 'Your income after CPF and tax; the gross amount where you gave no take-home amount.', cents: figures.takeHomeIncome },
    { key: 'expenses', label: FIGURE_LABELS.expenses, includes: 'Your expenses by category (a yearly one counts as a twelfth), or your estimate while you list none.', cents: figures.expenses },
    { key: 'instalmentsCash', label: FIGURE_LABELS.instalmentsCash, includes: 'What leaves your bank account for loans. An instalment with no cash/CPF split counts here in full.', cents: figures.instalmentsCash },
    { key: 'instalmentsCpf', label: FIGURE_LABELS.instalmentsCpf, includes: 'Paid from your CPF, so not taken from your take-home income.', cents: figures.instalmentsCpf },
    {
      key: 'leftEachMonth',
      label: FIGURE_LABELS.leftEachMonth,
      includes: 'Take-home income less expenses and loan instalments paid in cash. Money you invest each month comes out of this and counts as saved.',
      cents: figures.leftEachMonth,
      total: true,
    },
    { key: 'monthlyInvestments', label: FIGURE_LABELS.monthlyInvestments, includes: 'Part of what is left: it counts as saved.', cents: figures.monthlyInvestments },
  ];
}

/** 'S$300.00 left each month' or 'S$2,647.40 short each month': the sign in words, never a bare minus. */
export function leftSentence(leftEachMonth: number, format: (cents: number) => string): string {
  return leftEachMonth < 0 ? `${format(-leftEachMonth)} short each month` : `${format(leftEachMonth)} left each month`;
}

/**
 * The savings ratio from the same figures: what is left each month / take-home income, to 1 decimal; 'Not available
 * yet' without income and expenses, as the health check says (SR0).
 */
export function savingsRatioText(figures: MonthlyFiguresDto): string {
  if (!figures.inputs.income || !figures.inputs.expenses || figures.takeHomeIncome <= 0) return 'Not available yet';
  return `${(Math.round((figures.leftEachMonth / figures.takeHomeIncome) * 1000) / 10).toFixed(1)} %`;
}
