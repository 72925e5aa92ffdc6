import type { ReactNode } from 'react';
import { ExternalLink } from '../../../shared/ui/button';

export interface HousingGuide {
  /** the route's last part, as spec 3 §2 spells it */
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  body: ReactNode;
}

const HDB = <ExternalLink href="https://www.hdb.gov.sg">HDB</ExternalLink>;

/**
 * The purchase-guide articles (spec 3 §2 "Housing"), in the order a first-time buyer meets the questions. Figures
 * that change with policy (grant amounts, rates) point to HDB and CPF rather than being copied here.
 */
export const HOUSING_GUIDES: readonly HousingGuide[] = [
  {
    slug: 'my-first-house',
    title: 'What your first home costs',
    summary: 'The price, the downpayment, the loan and the fees: the whole bill, step by step.',
    minutes: 3,
    body: (
      <>
        <p className="lead">A flat's price is only the start. Knowing every part of the bill early helps you choose a flat you can keep paying for.</p>
        <h2>The price, less your grants</h2>
        <p>
          First-time buyers of HDB flats may get CPF housing grants, which go into your CPF Ordinary Account and reduce what you pay. How much
          depends on your income, household and the flat: check your eligibility with {HDB} before you choose.
        </p>
        <h2>The downpayment</h2>
        <p>
          A loan covers at most 75 % of the price, so you pay at least 25 % upfront, from your grants, CPF Ordinary Account and cash. A bank loan also
          needs at least 5 % of the price in cash.
        </p>
        <h2>The loan</h2>
        <p>
          The rest is your housing loan, repaid monthly for up to 25 years with an HDB loan. Keep the instalment within 30 % of your gross monthly
          household income: that is the limit HDB and the banks use, and a comfortable one.
        </p>
        <h2>Everything else</h2>
        <p>Stamp duty, legal fees, renovation, furniture and the monthly charges add tens of thousands of dollars: see other things to pay for.</p>
      </>
    ),
  },
  {
    slug: 'new-or-resale-flat',
    title: 'New or resale flat',
    summary: 'Waiting for a new flat, or moving in sooner with a resale one.',
    minutes: 2,
    body: (
      <>
        <p className="lead">Both can be good choices. The difference is mostly time, location and how much cash you need.</p>
        <h2>A new flat</h2>
        <ul>
          <li>Usually costs less, and first-timers get the most help with grants.</li>
          <li>Takes years to build: you need somewhere to live, and savings, in the meantime.</li>
          <li>You pay in stages: part when you sign the agreement, the rest when you collect the keys.</li>
        </ul>
        <h2>A resale flat</h2>
        <ul>
          <li>You can move in within months, and choose the exact location and floor.</li>
          <li>The loan is based on the flat's valuation: anything you pay above it (cash over valuation) must be paid in cash.</li>
          <li>An older flat has a shorter lease left, which can limit how much CPF and loan you can use.</li>
        </ul>
      </>
    ),
  },
  {
    slug: 'other-things-to-pay-for',
    title: 'Other things to pay for',
    summary: 'Stamp duty, legal fees, renovation and the bills that come every month and year.',
    minutes: 2,
    body: (
      <>
        <p className="lead">Plan for these from the start: together they often come to more than the downpayment's cash part.</p>
        <h2>Once</h2>
        <ul>
          <li>Buyer's stamp duty, on a tiered scale of the price or valuation (can be paid with CPF).</li>
          <li>Legal (conveyancing) fees, survey and registration fees (mostly payable with CPF).</li>
          <li>The option fee and any agent's commission, in cash.</li>
          <li>Renovation and furniture, in cash: often the biggest item after the downpayment.</li>
        </ul>
        <h2>Every month and year</h2>
        <ul>
          <li>Service and conservancy charges to the town council, in cash.</li>
          <li>Property tax each year, in cash.</li>
          <li>Mortgage insurance: the Home Protection Scheme if you pay an HDB loan with CPF. Fire insurance is required too.</li>
        </ul>
      </>
    ),
  },
  {
    slug: 'hdb-or-bank-loan',
    title: 'HDB or bank loan',
    summary: 'A stable HDB rate, or a bank rate that may be lower and can change.',
    minutes: 2,
    body: (
      <>
        <p className="lead">Both lend up to 75 % of the price. They differ in how the interest is set and what they ask of you.</p>
        <h2>HDB loan</h2>
        <ul>
          <li>The rate is 0.1 % above the CPF Ordinary Account rate, 2.6 % a year for many years now, and does not jump with the market.</li>
          <li>The downpayment can be paid wholly with CPF. You need an HDB Flat Eligibility letter first.</li>
        </ul>
        <h2>Bank loan</h2>
        <ul>
          <li>Fixed or floating rates that can be lower than HDB's, but can also rise, sometimes sharply.</li>
          <li>At least 5 % of the price must be paid in cash.</li>
          <li>You can refinance from an HDB loan to a bank loan later, but not back from a bank to HDB.</li>
        </ul>
      </>
    ),
  },
  {
    slug: 'loan-amount-and-period',
    title: 'Loan amount and period',
    summary: 'A smaller, shorter loan costs less interest; a longer one eases each month.',
    minutes: 2,
    body: (
      <>
        <p className="lead">The loan's size and length decide both your monthly instalment and the interest you pay in all.</p>
        <ul>
          <li>A longer period lowers the instalment but adds interest: over 25 years, interest can be a quarter of everything you repay.</li>
          <li>Paying more upfront shrinks the loan, and the interest with it, but keep enough cash and CPF for the years ahead.</li>
          <li>Keep the instalment within 30 % of your gross monthly household income, with room for a rate rise or a drop in income.</li>
          <li>HDB loans run up to 25 years; bank loans for HDB flats up to 30, and both must usually end by the time you are 65.</li>
        </ul>
      </>
    ),
  },
  {
    slug: 'leave-money-in-CPF',
    title: 'Leave money in your CPF',
    summary: 'Why it pays to keep some Ordinary Account savings instead of using them all on the flat.',
    minutes: 2,
    body: (
      <>
        <p className="lead">Using all your Ordinary Account savings upfront shrinks the loan, but leaves nothing in reserve.</p>
        <ul>
          <li>Your Ordinary Account earns interest: money left there grows for your retirement.</li>
          <li>A buffer of about 6 months of instalments lets you keep paying if your income stops for a while.</li>
          <li>
            CPF you use for your home, with the interest it would have earned, goes back into your CPF when you sell: it is your retirement money
            on loan to your home. See <ExternalLink href="https://www.cpf.gov.sg">CPF</ExternalLink> for how much you can use.
          </li>
        </ul>
      </>
    ),
  },
  {
    slug: 'cash-or-CPF',
    title: 'Cash or CPF',
    summary: 'When to pay with your CPF, and when cash is better for your retirement.',
    minutes: 2,
    body: (
      <>
        <p className="lead">CPF eases what you pay in cash today; cash keeps your retirement savings growing. Most buyers use both.</p>
        <ul>
          <li>Some costs can only be paid in cash: the option fee, cash over valuation, renovation, and the monthly and yearly charges.</li>
          <li>Paying the monthly instalment with CPF frees cash for daily life, but slows the growth of your retirement savings.</li>
          <li>If you have spare cash, paying part of the instalment in cash keeps more in your CPF, earning interest.</li>
          <li>Keep an emergency fund in cash before you put spare cash into the flat.</li>
        </ul>
      </>
    ),
  },
];
