/**
 * The resident of the dashboard-read targets (issue #4: "a user with 500 items across the lists"), entered through
 * the real API so every rule and the per-write history snapshot run as in production:
 * 20 income sources + 50 expenses + 20 loan repayments (the lists' maxima), 50 monthly investments, 50 liabilities
 * and 310 manual assets spread over the eleven kinds, plus the CPF asset = 500 items.
 */
import type { TestClient } from '../test/support/http-client.js';

const ASSET_KINDS = [
  'cash-balance',
  'cash-savings',
  'bond',
  'gold',
  'fixed-deposit',
  'insurance',
  'stock',
  'structured-product',
  'unit-trust',
  'other-investment',
  'other-non-investment',
] as const;
const CURRENCIES = ['SGD', 'USD', 'EUR'] as const;

export const DASHBOARD_ITEMS = { incomes: 20, expenses: 50, loanRepayments: 20, investments: 50, liabilities: 50, assets: 310 } as const;

async function must(what: string, call: Promise<{ status: number; text: string }>): Promise<void> {
  const res = await call;
  if (res.status < 200 || res.status > 299) throw new Error(`seeding ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
}

/** Enters the 500 items for the signed-in, consented `client`; answers how many were entered. */
export async function enterDashboardResident(client: TestClient): Promise<number> {
  const n = DASHBOARD_ITEMS;
  const ccy = (i: number) => CURRENCIES[i % CURRENCIES.length]!;
  await must('income', client.post('/api/v1/income', {
    incomeList: Array.from({ length: n.incomes }, (_, i) => ({ name: `Income ${i + 1}`, grossIncome: 100_000 + i, netIncome: 80_000 + i, incomeCurrency: ccy(i), type: 'EMPLOYMENT' })),
  }));
  await must('expenses', client.post('/api/v1/expense', {
    expenses: Array.from({ length: n.expenses }, (_, i) => ({
      category: `Category ${i + 1}`,
      amount: 5_000 + i,
      timeInterval: i % 4 === 0 ? 'YEARLY' : 'MONTHLY',
      budgetAmount: i % 2 === 0 ? 6_000 : null,
      budgetTimeInterval: i % 2 === 0 ? 'MONTHLY' : null,
    })),
  }));
  await must('loan repayments', client.post('/api/v1/loan-repayment', {
    loanRepayments: Array.from({ length: n.loanRepayments }, (_, i) => ({ name: `Loan ${i + 1}`, amount: 20_000, ccy: ccy(i), cash: 5_000, cpf: 10_000, type: { id: 1 + (i % 2) } })),
  }));
  for (let i = 0; i < n.investments; i++) {
    await must('investment', client.post('/api/v1/investment', { name: `Plan ${i + 1}`, amount: 10_000 + i, ccy: ccy(i), assetType: 'UNIT_TRUST' }));
  }
  for (let i = 0; i < n.liabilities; i++) {
    await must('liability', client.post('/api/v1/liability', { name: `Liability ${i + 1}`, amount: 1_000_000 + i, ccy: ccy(i), category: i % 2 === 0 ? 'MORTGAGE' : 'NON_MORTGAGE' }));
  }
  for (let i = 0; i < n.assets; i++) {
    const kind = ASSET_KINDS[i % ASSET_KINDS.length]!;
    await must(`asset ${kind}`, client.post(`/api/v1/asset/${kind}`, {
      name: `Asset ${i + 1}`,
      totalValueAmount: 500_000 + i,
      currency: 'SGD',
      investmentSource: 'CASH',
      enterOption: 'TOTAL_VALUE',
      quantity: null,
      unitPrice: null,
      estimatedGrowthRate: null,
    }));
  }
  await must('CPF', client.request('PATCH', '/api/v1/asset/cpf', { json: { oa: 5_000_000, sa: 2_000_000, ma: 3_000_000 } }));
  return n.incomes + n.expenses + n.loanRepayments + n.investments + n.liabilities + n.assets;
}
