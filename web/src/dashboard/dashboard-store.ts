/**
 * What /dashboard and its area pages show: the health check, the recommended actions, the net-worth history and
 * (for the area pages) the full finances. Loaded on each visit, so what was just entered elsewhere is current.
 */
import { flow, flowResult, makeAutoObservable } from 'mobx';
import type { FullFinancesResponse, HealthCheckResponse, HistoryResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import type { LinePoint } from '../shared/charts/line-chart';
import { ratesOf } from './area-breakdowns';
import type { DashboardApi } from './dashboard.api';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export class DashboardStore {
  status: LoadStatus = 'idle';
  healthCheck: HealthCheckResponse | null = null;
  /** Recommended-action keys, most urgent first. */
  actionKeys: string[] = [];
  /** Net worth by day, oldest first. */
  netWorth: LinePoint[] = [];
  /** Net worth without the home (and its mortgage) by day, oldest first (decisions.md "The home as an asset"). */
  netWorthWithoutHome: LinePoint[] = [];
  financesStatus: LoadStatus = 'idle';
  finances: FullFinancesResponse | null = null;
  /** SGD per unit of each currency, for the area pages' breakdowns. */
  rates: FxRates | null = null;
  /** Set when marking an action done failed (the action is back in the list); cleared by the next attempt. */
  actionError: string | null = null;
  /** Keys being marked done, so the button cannot be pressed twice. */
  readonly completing = new Set<string>();
  /** Bumped on sign-out, so an answer that arrives afterwards is dropped. */
  private generation = 0;

  constructor(private readonly api: DashboardApi) {
    makeAutoObservable<DashboardStore, 'api' | 'generation'>(this, { api: false, generation: false, load: flow, loadFinances: flow, markDone: flow, setHomeValue: flow });
  }

  /** GET /health-check, /health-check/recommended-actions and /history together; any failure fails the page. */
  *load(): Generator<Promise<unknown>, void, any> {
    const generation = this.generation;
    if (this.status !== 'loaded') this.status = 'loading';
    try {
      const [check, actions, history] = yield Promise.all([this.api.healthCheck(), this.api.recommendedActions(), this.api.history()]);
      if (generation !== this.generation) return;
      this.healthCheck = check;
      this.actionKeys = (actions as { recommendedActions: { key: string }[] }).recommendedActions.map((action) => action.key);
      this.netWorth = netWorthPoints(history as HistoryResponse);
      this.netWorthWithoutHome = netWorthPoints(history as HistoryResponse, 'netWorthWithoutHome');
      this.status = 'loaded';
    } catch {
      if (generation !== this.generation) return;
      this.status = 'failed';
    }
  }

  /** GET /finances and the latest FX rates for the area pages (the health check comes with {@link load}). */
  *loadFinances(): Generator<Promise<unknown>, void, any> {
    const generation = this.generation;
    if (this.financesStatus !== 'loaded') this.financesStatus = 'loading';
    try {
      const [finances, rates] = yield Promise.all([this.api.finances(), this.api.fxRates()]);
      if (generation !== this.generation) return;
      this.finances = finances;
      this.rates = ratesOf(rates);
      this.financesStatus = 'loaded';
    } catch {
      if (generation !== this.generation) return;
      this.financesStatus = 'failed';
    }
  }

  /**
   * 'Mark as done': the action leaves the list at once and POST /recommended-action records it; should the
   * server refuse, it goes back where it was with a message. Resolves true when the server agreed.
   */
  *markDone(key: string): Generator<Promise<void>, boolean, void> {
    const index = this.actionKeys.indexOf(key);
    if (index < 0 || this.completing.has(key)) return false;
    const generation = this.generation;
    this.actionError = null;
    this.completing.add(key);
    this.actionKeys.splice(index, 1);
    try {
      yield this.api.completeAction(key);
      return true;
    } catch {
      if (generation !== this.generation) return false;
      this.actionKeys.splice(Math.min(index, this.actionKeys.length), 0, key);
      this.actionError = "We couldn't mark that action as done. Please try again.";
      return false;
    } finally {
      this.completing.delete(key);
    }
  }

  /**
   * The resident's estimate of their home (the dashboard's 'What is your flat worth?'), then the health check, the
   * history and the finances read again, so net worth counts the home and its loan at once. Rejects with the API
   * error (the card shows it); nothing is read again then.
   */
  *setHomeValue(id: string, totalValueAmount: number, valuationDate: string): Generator<Promise<unknown>, void, unknown> {
    yield this.api.setHomeValue(id, totalValueAmount, valuationDate);
    yield Promise.all([flowResult(this.load()), flowResult(this.loadFinances())]);
  }

  /** Forget everything (sign-out). */
  clear(): void {
    this.generation += 1;
    this.status = 'idle';
    this.healthCheck = null;
    this.actionKeys = [];
    this.netWorth = [];
    this.netWorthWithoutHome = [];
    this.financesStatus = 'idle';
    this.finances = null;
    this.rates = null;
    this.actionError = null;
    this.completing.clear();
  }
}

/**
 * GET /history's map as points of one figure (net worth, or net worth without the home), oldest first (sorted here
 * too: the order of a JSON object is not a contract).
 */
export function netWorthPoints(response: HistoryResponse, figure: 'netWorth' | 'netWorthWithoutHome' = 'netWorth'): LinePoint[] {
  return Object.entries(response.history)
    .map(([date, totals]) => ({ date, value: totals[figure] }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
