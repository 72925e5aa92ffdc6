import { expect } from 'chai';
import type { Page } from 'playwright-core';

/**
 * Figures a journey types in through the API (the pages that take them have their own journeys): the resident's
 * session and CSRF cookie come with `page.request`, so these calls are the signed-in resident's own writes.
 */

/** Whole dollars to the wire's integer cents. */
export const cents = (dollars: number): number => Math.round(dollars * 100);

/** POST /api/v1{path} as the signed-in resident; fails the test with the server's answer unless it is 200 or 201. */
export async function postAsResident(page: Page, baseUrl: string, path: string, data: unknown): Promise<Record<string, unknown>> {
  const res = await page.request.post(`${baseUrl}/api/v1${path}`, { data });
  expect(res.status(), `${path}: ${await res.text()}`).to.be.oneOf([200, 201]);
  return (await res.json()) as Record<string, unknown>;
}

/** A typed-in asset of the wealth calls (spec 2 "Wealth"): its total value in cents, bought with cash unless `extra` says otherwise. */
export const typedAsset = (name: string, totalValueAmount: number, extra: Record<string, unknown> = {}) => ({
  name,
  totalValueAmount,
  currency: 'SGD',
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  quantity: null,
  unitPrice: null,
  estimatedGrowthRate: null,
  ...extra,
});

/**
 * A completed custom financing plan for a four-room resale flat bought by a first-time citizen couple: S$480,000,
 * valued at S$470,000, 70 years of lease left, an HDB loan. The payment-timeline journey works its figures out by
 * hand from exactly these answers.
 */
export const resaleFlatPlan = (planName: string) => ({
  planName,
  isPlanCompleted: true,
  planStep: 'RECURRING_PAYMENTS',
  purchaseDate: '2026-11-26',
  householdType: 'FAMILY',
  noOfBuyers: 2,
  buyerResidencies: ['CITIZEN', 'CITIZEN'],
  buyerAges: [30, 32],
  propertiesOwned: 0,
  firstTimeBuyer: true,
  workedTwelveMonths: true,
  parentsProximity: 'FARTHER',
  extendedFamily: false,
  monthlyHouseholdIncome: cents(5_500),
  cpfOABalance: cents(60_000),
  cashSavings: cents(80_000),
  flatType: 'RESALE',
  flatSize: 'FOUR_ROOM',
  flatValueAtTimeOfPurchase: cents(480_000),
  flatValuation: cents(470_000),
  remainingLease: 70,
  loanType: 'HDB',
  upfrontPaymentInCash: cents(15_000),
  cpfMonthlyInstalment: cents(800),
});
