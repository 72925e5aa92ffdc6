import { categoryColour } from '../../../shared/charts/chart-geometry';
import type { ExpenseItem } from '../../setup/expense-rules';

/** An expense's swatch: its own colour, or (stored without one, e.g. by an import) the category set's by position, as the dashboard does. */
export function expenseSwatch(item: Pick<ExpenseItem, 'colour'>, index: number): string {
  return item.colour ?? categoryColour(index);
}
