/** Spec 3 §2 "Retirement guide": the base page and its three steps. */
export const RETIREMENT_BASE = '/retirement-resources';

export const RETIREMENT_STEPS = [
  { slug: 'define-retirement-goals', title: 'Define retirement goals', summary: 'When you want to retire, and how much you will need each month and in all.' },
  { slug: 'assess-current-situation', title: 'Assess current situation', summary: 'What CPF LIFE, your savings and your home will give you.' },
  { slug: 'close-savings-gap', title: 'Close savings gap', summary: 'Ways to save more, and the top-ups and schemes that help.' },
] as const;

export const retirementStepPath = (index: number): string => `${RETIREMENT_BASE}/${RETIREMENT_STEPS[index]!.slug}`;
