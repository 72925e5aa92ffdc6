/** Route lists shared by the navbar, the footer and the router, so a link and its route cannot drift apart. */
export interface SiteLink {
  label: string;
  to: string;
}

export const RESOURCE_LINKS = {
  savings: { label: 'Savings', to: '/savings-resources' },
  loans: { label: 'Loans and credit', to: '/loans-and-credit-resources' },
  investments: { label: 'Investments', to: '/investment-resources' },
  insurance: { label: 'Insurance', to: '/insurance-resources' },
  housing: { label: 'Housing', to: '/buying-a-house' },
  retirement: { label: 'Retirement', to: '/retirement-resources' },
} satisfies Record<string, SiteLink>;

/** The public "What can I afford?" page (docs/decisions.md "Public housing calculation"). */
export const WHAT_CAN_I_AFFORD: SiteLink = { label: 'What can I afford?', to: '/buying-a-house/what-can-i-afford' };

/** The public "How much will CPF pay me?" page (docs/decisions.md "How much will CPF pay me?"). */
export const CPF_PAY_ME: SiteLink = { label: 'How much will CPF pay me?', to: '/retirement-resources/how-much-will-cpf-pay-me' };

/** The signed-in Retirement plan (docs/decisions.md "The retirement plan"): the resident's own projection, kept. */
export const RETIREMENT_PLAN: SiteLink = { label: 'Retirement plan', to: '/retirement-plan' };

export const ALL_RESOURCES: SiteLink[] = Object.values(RESOURCE_LINKS);

/** Signed-in navbar: the Resources dropdown split by topic and by life milestone (spec 1 §2). */
export const RESOURCES_BY_TOPIC: SiteLink[] = [
  RESOURCE_LINKS.savings,
  RESOURCE_LINKS.loans,
  RESOURCE_LINKS.investments,
  RESOURCE_LINKS.insurance,
];
export const RESOURCES_BY_MILESTONE: SiteLink[] = [RESOURCE_LINKS.housing, RESOURCE_LINKS.retirement, RETIREMENT_PLAN];

export const FOOTER_GROUPS: Array<{ heading: string; links: SiteLink[] }> = [
  {
    heading: 'General',
    links: [
      { label: 'About us', to: '/about-us' },
      { label: 'Useful links', to: '/useful-links' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Maintenance notices', to: '/maintenance-notices' },
      { label: 'Site map', to: '/site-map' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of use', to: '/terms-of-use' },
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Data-sharing-scheme terms', to: '/data-sharing-terms' },
      { label: 'Supported browsers', to: '/supported-browsers' },
    ],
  },
  {
    heading: 'Tools',
    links: [
      { label: 'Expense manager', to: '/expense-manager' },
      { label: 'Budget calculator', to: '/savings-resources/budget-calculator' },
      { label: 'Financial literacy quiz', to: '/fin-lit-quiz' },
      { label: 'Buying a house', to: '/buying-a-house' },
      WHAT_CAN_I_AFFORD,
      CPF_PAY_ME,
    ],
  },
  { heading: 'Resources', links: ALL_RESOURCES },
];
