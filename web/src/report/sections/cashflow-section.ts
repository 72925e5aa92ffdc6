/**
 * The report's "Monthly cashflow" section: the one set of monthly figures, each income, the expenses by category
 * against budget (sentence, bar chart and table), the loan instalments in cash and CPF and the monthly investments.
 */
import { budgetLines, budgetSentence } from '../../dashboard/sub-pages/budget-figures';
import { loanSummary } from '../../dashboard/sub-pages/sub-page-figures';
import { formatDisplayDate } from '../../shared/format/date-time';
import { leftSentence, monthlyFigureLines } from '../../shared/monthly-figures/monthly-figure-lines';
import { itemSource, leftMoney, money, NOT_AVAILABLE, sgdText, typedIn, workedOut } from '../report-format';
import { SECTION_TITLES, type ReportBlock, type ReportInput, type ReportSection } from '../report-shape';

export function cashflowSection(input: ReportInput): ReportSection {
  const base = { id: 'cashflow' as const, title: SECTION_TITLES.cashflow };
  const finances = input.finances;
  const figures = finances?.monthlyFigures ?? input.healthCheck?.monthlyFigures ?? null;
  if (!finances || !figures || (!figures.inputs.income && !figures.inputs.expenses)) {
    return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: 'Not available yet: add your income and your expenses to see your month in figures.' }] };
  }
  const source = workedOut(input.today);
  const blocks: ReportBlock[] = [
    {
      kind: 'figures',
      figures: monthlyFigureLines(figures).map((line) => ({ label: line.label, value: line.key === 'leftEachMonth' ? leftMoney(line.cents) : money(line.cents), note: line.includes, source })),
    },
  ];
  if (finances.incomeList.length > 0) {
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Income (a month)',
        columns: ['Income', 'Gross', 'Take-home', 'Source'],
        rows: finances.incomeList.map((income) => [
          income.name,
          sgdText(income.grossIncome, income.incomeCurrency, input.rates),
          income.netIncome === null ? 'Not given' : sgdText(income.netIncome, income.incomeCurrency, input.rates),
          itemSource(finances, income.id, input.today),
        ]),
        source: 'Each income as you typed it in or as it was imported',
      },
    });
  }
  const lines = budgetLines(finances);
  if (lines.length > 0) {
    blocks.push({ kind: 'paragraph', text: budgetSentence(lines) });
    blocks.push({
      kind: 'bar-chart',
      title: 'Expenses by category against budget (a month)',
      summary: `Your biggest expense is ${[...lines].sort((a, b) => b.monthly - a.monthly)[0]!.category}.`,
      bars: lines.map((line) => ({ label: line.category, value: line.monthly, budget: line.monthlyBudget })),
    });
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Expenses by category (a month)',
        columns: ['Category', 'A month', 'Budget a month', 'Against budget'],
        rows: lines.map((line) => [
          line.category,
          money(line.monthly),
          line.monthlyBudget === null ? 'No budget' : money(line.monthlyBudget),
          line.monthlyBudget === null ? '' : line.over ? `Over by ${money(line.monthly - line.monthlyBudget)}` : 'Within budget',
        ]),
        source: typedIn(input.today),
      },
    });
  } else if (finances.estimatedMonthlyExpenses) {
    blocks.push({
      kind: 'paragraph',
      text: `You estimated ${money(finances.estimatedMonthlyExpenses.amount)} a month of expenses on ${formatDisplayDate(finances.estimatedMonthlyExpenses.enteredDate)}. Add your expenses by category to see where it goes.`,
    });
  }
  if (input.rates && finances.loanRepayments.length > 0) {
    const loans = loanSummary(finances, input.rates);
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Loan instalments (a month), paid in cash and from CPF',
        columns: ['Loan', 'Instalment', 'Cash', 'CPF'],
        rows: [
          ...loans.loans.map((loan) => [`${loan.name} (${itemSource(finances, loan.id, input.today)})`, money(loan.amount), money(loan.cash), money(loan.cpf)]),
          ['Total', money(loans.total), money(figures.instalmentsCash), money(figures.instalmentsCpf)],
        ],
        totalRow: true,
        source: 'An instalment with no cash/CPF split counts as paid in cash',
      },
    });
  }
  if (finances.investments.length > 0) {
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Invested each month',
        columns: ['Investment', 'A month'],
        rows: [...finances.investments.map((investment) => [investment.name, sgdText(investment.amount, investment.ccy, input.rates)]), ['Total', money(figures.monthlyInvestments)]],
        totalRow: true,
        source: typedIn(input.today),
      },
    });
  }
  return { ...base, headline: leftSentence(figures.leftEachMonth, money), hasData: true, blocks };
}
