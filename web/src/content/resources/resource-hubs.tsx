import { BUDGET_CALCULATOR_PATH, GROWTH_RATE_PATH, INVESTING_GUIDE_PATH, READINESS_ASSESSMENT_PATH } from '../../../../src/shared-kernel/access-gating.js';
import { ResourceHub } from './resource-hub';
import { INSURANCE_ARTICLES } from './insurance/insurance-articles';

/** /savings-resources */
export function SavingsResourcesPage() {
  return (
    <ResourceHub
      title="Savings"
      lead="Know where your money goes, save before you spend, and keep an emergency fund for the unexpected."
      items={[
        { title: 'Expense manager', summary: 'List what you spend, set a monthly budget and download a tracker. No log-in needed.', to: '/expense-manager', kind: 'Tool' },
        { title: 'Budget calculator', summary: 'Budget with the expenses on your dashboard, category by category.', to: BUDGET_CALCULATOR_PATH, kind: 'Tool', note: 'Log in to use' },
        { title: 'Savings targets', summary: 'Plan what you save for, with an emergency fund first.', to: '/targets', kind: 'Tool', note: 'Log in to use' },
        { title: 'Save before you spend', summary: 'Pay yourself first, then budget what is left.', to: '/savings-resources/save-before-you-spend', kind: '2 min read' },
        { title: 'Setting SMART targets', summary: 'Targets you can picture, measure and reach.', to: '/savings-resources/setting-smart-targets', kind: '2 min read' },
      ]}
    />
  );
}

/** /loans-and-credit-resources */
export function LoansResourcesPage() {
  return (
    <ResourceHub
      title="Loans and credit"
      lead="Borrow with care, and pay back what costs you most first."
      items={[
        { title: 'Repay your loans early', summary: 'Which debt to clear first, and when repaying early pays off.', to: '/loans-and-credit-resources/repay-your-loans-early', kind: '3 min read' },
        { title: 'Expense manager', summary: 'Find room in your budget for faster repayments.', to: '/expense-manager', kind: 'Tool' },
      ]}
    />
  );
}

/** /investment-resources */
export function InvestmentResourcesPage() {
  return (
    <ResourceHub
      title="Investments"
      lead="Make your savings grow over the long term, without falling for a scam or taking risks you cannot bear."
      items={[
        { title: 'Investing for beginners', summary: 'A step-by-step checklist before you invest, ticked from your own figures.', to: INVESTING_GUIDE_PATH, kind: 'Tool', note: 'Log in to use' },
        { title: 'Readiness assessment', summary: 'Are you ready to invest? Check your emergency fund, debts, insurance and savings against the rules of thumb.', to: READINESS_ASSESSMENT_PATH, kind: 'Tool', note: 'Log in to use' },
        { title: 'Estimated growth rate', summary: 'What your investments may grow to in 5, 10 and 20 years.', to: GROWTH_RATE_PATH, kind: 'Tool', note: 'Log in to use' },
        { title: 'Beware of investment scams', summary: 'The warning signs, and what to do if you are approached.', to: '/investment-resources/beware-of-investment-scams', kind: '3 min read' },
        { title: 'Get financial advice', summary: 'When advice helps, and how to check the adviser.', to: '/investment-resources/get-financial-advice', kind: '3 min read' },
        { title: 'Set up a CDP and brokerage account', summary: 'Where your shares are held, and how to choose a broker.', to: '/investment-resources/set-up-cdp-and-or-brokerage-account', kind: '3 min read' },
        { title: 'Set reminders to review your investments', summary: 'A calendar reminder every 6 months to keep your portfolio on track.', to: '/investment-resources/set-reminders', kind: '2 min read' },
      ]}
    />
  );
}

/** /insurance-resources */
export function InsuranceResourcesPage() {
  return (
    <ResourceHub
      title="Insurance"
      lead="Protect yourself and your family against what savings alone cannot cover."
      items={[
        {
          title: 'Understanding the types of insurance',
          summary: 'Health, life, disability and home cover: what each is for, and the national schemes you already have.',
          to: '/insurance-resources/understanding-the-types-of-insurance',
          kind: '4 min read',
        },
        ...INSURANCE_ARTICLES.map((a) => ({ title: a.title, summary: a.summary, to: `/insurance-resources/${a.slug}`, kind: `${a.minutes} min read` })),
      ]}
    />
  );
}
