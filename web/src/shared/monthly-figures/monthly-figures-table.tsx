import type { MonthlyFiguresDto } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { formatMoney, type Cents } from '../format/money';
import { monthlyFigureLines } from './monthly-figure-lines';
import './monthly-figures.css';

/**
 * The resident's month in the one set of figures, each with what it includes: the same table on the dashboard, the
 * cashflow pages and the budget calculator. A shortfall is written as one ('short'), not as a bare minus sign.
 */
export function MonthlyFiguresTable({ figures, caption = 'Your month in figures (S$ a month)' }: { figures: MonthlyFiguresDto; caption?: string }) {
  return (
    <table className="monthly-figures">
      <caption>{caption}</caption>
      <tbody>
        {monthlyFigureLines(figures).map((line) => (
          <tr key={line.key} className={line.total ? 'monthly-figures__total' : undefined}>
            <th scope="row">
              <span className="monthly-figures__label">{line.label}</span>
              <span className="monthly-figures__includes">{line.includes}</span>
            </th>
            <td className="num">
              {line.total && line.cents < 0 ? `${formatMoney(-line.cents as Cents)} short` : formatMoney(line.cents as Cents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
