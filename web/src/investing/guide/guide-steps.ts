/**
 * The investing-for-beginners guide as a checklist (spec 3 §2, §3 "itemsCompleted"): its steps in order, what each
 * is about in plain English with the articles and tools that help, and which steps the resident's own figures
 * already prove done (docs/decisions.md "Investing for beginners"). Pure, so the rules are tested without React.
 */
import { GUIDE_ITEMS, type GuideItem } from '../../../../src/cashflow-wealth/domain/investing/guide.js';
import { emergencyFundCheck, expensiveDebtCheck, RULES, type ReadinessFigures } from '../../../../src/cashflow-wealth/domain/investing/readiness.js';
import { GROWTH_RATE_PATH, READINESS_ASSESSMENT_PATH } from '../../../../src/shared-kernel/access-gating.js';

export interface GuideLink {
  label: string;
  to: string;
}

export interface GuideStep {
  item: GuideItem;
  /** the anchor of the step on the page (the insurance notice links to '#get-insured') */
  anchor: string;
  title: string;
  explanation: string;
  links: readonly GuideLink[];
}

export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    item: 'GOALS_AND_HORIZON',
    anchor: 'goals-and-horizon',
    title: 'Understand your goals and how long you can invest',
    explanation:
      'Know what you are investing for and when you will need the money. Money you need within 3 years is better kept in savings: investments can fall in value just when you need them.',
    links: [
      { label: 'Set your savings targets', to: '/targets' },
      { label: 'Take the readiness assessment', to: READINESS_ASSESSMENT_PATH },
    ],
  },
  {
    item: 'EMERGENCY_FUND',
    anchor: 'emergency-fund',
    title: 'Build your emergency fund',
    explanation: `Keep ${RULES.emergencyFundMinMonths} to ${RULES.emergencyFundMaxMonths} months of your spending in cash or savings, so a job loss or a big bill never forces you to sell investments at a loss.`,
    links: [{ label: 'Plan your emergency fund in your targets', to: '/targets' }],
  },
  {
    item: 'EXPENSIVE_DEBT',
    anchor: 'expensive-debt',
    title: 'Clear expensive debt',
    explanation:
      'Credit cards and personal loans often charge more interest than investments can be expected to earn. Paying them off first is a sure return.',
    links: [{ label: 'Read: repay your loans early', to: '/loans-and-credit-resources/repay-your-loans-early' }],
  },
  {
    item: 'GET_INSURED',
    anchor: 'get-insured',
    title: 'Get insured',
    explanation:
      'Make sure you and your family are protected against death, disability, critical illness and hospital bills before you take on investment risk. List your policies below to keep track of them.',
    links: [
      { label: 'Read: understanding the types of insurance', to: '/insurance-resources/understanding-the-types-of-insurance' },
      { label: 'All insurance resources', to: '/insurance-resources' },
    ],
  },
  {
    item: 'LEARN_PRODUCTS',
    anchor: 'learn-products',
    title: 'Learn about the products',
    explanation:
      'Understand what you buy: how it makes money, what it costs and how much you could lose. If a return sounds too good to be true, it probably is.',
    links: [
      { label: 'Read: beware of investment scams', to: '/investment-resources/beware-of-investment-scams' },
      { label: 'See how your investments may grow', to: GROWTH_RATE_PATH },
    ],
  },
  {
    item: 'ADVICE_FROM_ADVISERS',
    anchor: 'advice-from-advisers',
    title: 'Get advice from a licensed adviser',
    explanation: 'An adviser can match products to your goals. Check that they are licensed, and ask how they are paid.',
    links: [{ label: 'Read: get financial advice', to: '/investment-resources/get-financial-advice' }],
  },
  {
    item: 'OPEN_CDP_OR_BROKERAGE',
    anchor: 'open-cdp-or-brokerage',
    title: 'Open a CDP or brokerage account',
    explanation: 'To buy shares, bonds or exchange-traded funds you need an account to hold them in and a broker to trade through.',
    links: [{ label: 'Read: set up a CDP and brokerage account', to: '/investment-resources/set-up-cdp-and-or-brokerage-account' }],
  },
  {
    item: 'READY_TO_START_INVESTING',
    anchor: 'ready-to-start-investing',
    title: 'Ready to start investing',
    explanation: 'Start with what you can leave invested for the long term, and review your portfolio regularly.',
    links: [
      { label: 'Check whether you are ready', to: READINESS_ASSESSMENT_PATH },
      { label: 'Set reminders to review your investments', to: '/investment-resources/set-reminders' },
    ],
  },
];

/** The steps the resident's figures prove done, each with the figures that prove it (in words). */
export type FigureTicks = Partial<Record<GuideItem, string>>;

const months = (ratio: number): string => {
  const shown = Math.floor(ratio * 10) / 10;
  return `${shown.toLocaleString('en-SG', { maximumFractionDigits: 1 })} month${shown === 1 ? '' : 's'}`;
};

/**
 * Which steps the figures prove, by the readiness assessment's own rules so the guide and the results never
 * disagree: the emergency fund holds at least 3 months of spending; no loan other than a home loan is outstanding
 * (loans entered, or wealth set up); at least one insurance policy is recorded (in the wealth or on the list).
 * A figure not entered proves nothing.
 */
export function figureTicks(figures: ReadinessFigures | null): FigureTicks {
  if (figures === null) return {};
  const ticks: FigureTicks = {};
  const fund = emergencyFundCheck(figures);
  if (fund.status === 'MET' && fund.ratio !== null) {
    ticks.EMERGENCY_FUND = `Your emergency fund covers ${months(fund.ratio)} of spending (the guide asks for at least ${RULES.emergencyFundMinMonths}).`;
  }
  if (expensiveDebtCheck(figures).status === 'MET') {
    ticks.EXPENSIVE_DEBT = 'Your figures show no loans other than a home loan outstanding.';
  }
  const policies = figures.policies?.length ?? 0;
  if (policies > 0) ticks.GET_INSURED = `You have recorded ${policies} insurance polic${policies === 1 ? 'y' : 'ies'}.`;
  return ticks;
}

export type StepDoneBy = 'FIGURES' | 'RESIDENT' | null;

/** Who ticked a step: the figures win (they are evidence), then the resident's own tick. */
export function doneBy(item: GuideItem, itemsCompleted: readonly GuideItem[], ticks: FigureTicks): StepDoneBy {
  if (ticks[item] !== undefined) return 'FIGURES';
  return itemsCompleted.includes(item) ? 'RESIDENT' : null;
}

export interface GuideProgress {
  done: number;
  total: number;
  /** index of the first step not done, null when every step is (spec 1 §4: the module's current step) */
  currentStep: number | null;
  complete: boolean;
}

export function guideProgress(itemsCompleted: readonly GuideItem[], ticks: FigureTicks): GuideProgress {
  const states = GUIDE_ITEMS.map((item) => doneBy(item, itemsCompleted, ticks) !== null);
  const firstOpen = states.indexOf(false);
  return {
    done: states.filter(Boolean).length,
    total: GUIDE_ITEMS.length,
    currentStep: firstOpen === -1 ? null : firstOpen,
    complete: firstOpen === -1,
  };
}

/**
 * The module-status save the guide needs (spec 1 §4 "Module progress"), or null when the stored status already says
 * it: complete once every step is done (a completion is kept when a step is unticked later, as for every module),
 * otherwise the first step not done.
 */
export function progressSave(
  progress: GuideProgress,
  stored: { currentStep: number | null; completed: boolean },
): { kind: 'complete' } | { kind: 'progress'; step: number } | null {
  if (progress.complete) return stored.completed && stored.currentStep === null ? null : { kind: 'complete' };
  const step = progress.currentStep ?? 0;
  return stored.currentStep === step ? null : { kind: 'progress', step };
}
