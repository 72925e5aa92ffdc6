/**
 * The terms of the data-sharing scheme (SGFinDex) as this app applies them, their revisions and the data each
 * source shares: the public pages under /data-sharing-terms (spec 1 §2 "the data-sharing-scheme terms route with
 * its revisions and data-list routes"). The December 2023 revision is the one the inbuilt notice announces.
 */

export interface TermsClause {
  title: string;
  paragraphs: string[];
}

export interface TermsRevision {
  /** The route segment: /data-sharing-terms/revisions/{id} */
  id: string;
  /** 'YYYY-MM-DD', the day the version took effect */
  effectiveOn: string;
  title: string;
  summary: string;
  changes: string[];
}

export const CURRENT_EFFECTIVE_ON = '2023-12-01';

export const TERMS_CLAUSES: TermsClause[] = [
  {
    title: 'What the scheme is',
    paragraphs: [
      'The Singapore Financial Data Exchange (SGFinDex) lets you bring together information about your accounts with participating banks and The Central Depository (CDP), and about you from government agencies through Myinfo. These terms govern how this app uses the scheme for you.',
    ],
  },
  {
    title: 'Your consent',
    paragraphs: [
      'We retrieve data only after you sign in with Singpass and give your consent on the consent page of each source. You choose the banks and the depository each time.',
      'Each consent is used for one retrieval. To see more recent figures you retrieve your data again, which asks for your consent again.',
    ],
  },
  {
    title: 'Who shares your data',
    paragraphs: [
      'Banks: DBS Bank, OCBC Bank, UOB, Standard Chartered Bank, Citibank, HSBC and Maybank. The Central Depository (CDP). Government agencies through Myinfo: the Central Provident Fund Board, the Housing & Development Board and the Inland Revenue Authority of Singapore.',
    ],
  },
  {
    title: 'What is shared',
    paragraphs: ['Only the data listed on the data list page. We never receive your passwords, card numbers in full, or the ability to move your money.'],
  },
  {
    title: 'How we use it',
    paragraphs: [
      'Your data is used only to show you your own cashflow, wealth and plans, and to work out the health check and the suggestions we give you. It is not used for marketing and is not sold.',
    ],
  },
  {
    title: 'Keeping it accurate',
    paragraphs: [
      'Figures are as at the end of the latest month the source reported. You can correct your share of a joint account, how a loan is repaid and the value of a holding; your corrections apply until you retrieve your data again.',
    ],
  },
  {
    title: 'Storage and deletion',
    paragraphs: [
      'Retrieved data is kept with your account and protected in the same way as everything else you enter. You can remove any retrieved item from your cashflow and wealth at any time, as you would an item you typed in. When you delete your account, everything retrieved is deleted with it after the grace period.',
    ],
  },
  {
    title: 'No sharing with others',
    paragraphs: ['We do not pass your data to anyone else, except where the law requires it.'],
  },
  {
    title: 'Withdrawing consent',
    paragraphs: [
      'You can stop sharing at any time: simply do not retrieve again, and remove the retrieved items you no longer want. Withdrawing does not affect what you typed in yourself.',
    ],
  },
  {
    title: 'Availability',
    paragraphs: [
      'A source may be unavailable during its maintenance. The planned windows are listed on the maintenance notices page. We are not responsible for data a source did not send or sent late.',
    ],
  },
  {
    title: 'Liability',
    paragraphs: [
      'The figures and suggestions in this app are for your planning. They are not financial advice. Check important figures with the source before acting on them.',
    ],
  },
  {
    title: 'Changes to these terms',
    paragraphs: [
      'We may revise these terms. Every revision is listed on the revisions page with what changed. We tell you in the app when a revision affects you, and the terms in force when you give consent apply to that retrieval.',
    ],
  },
  {
    title: 'Governing law',
    paragraphs: ['These terms are governed by the laws of Singapore.'],
  },
];

/** Newest first. */
export const TERMS_REVISIONS: TermsRevision[] = [
  {
    id: '2023-12',
    effectiveOn: '2023-12-01',
    title: 'Revisions to the Terms and Conditions governing your usage of the data-sharing scheme',
    summary: 'This revision adds the depository as a source and says more plainly how long data is kept and how to remove it.',
    changes: [
      'The Central Depository (CDP) joins the banks as a source: your shares, bonds and exchange-traded funds can be retrieved.',
      'Each consent is now used for one retrieval; retrieving again asks for consent again.',
      'Retrieved data stays with your account until you remove it or delete your account.',
      'Corrections you make to retrieved figures apply until your next retrieval.',
    ],
  },
  {
    id: '2021-09',
    effectiveOn: '2021-09-01',
    title: 'First version of the terms',
    summary: 'The terms under which the app first retrieved data from the banks through the data-sharing scheme and from Myinfo.',
    changes: [
      'Bank accounts, deposits, loans, credit cards, CPF Investment Scheme, SRS and unit trust data from the seven participating banks.',
      'CPF balances, HDB loans and the notice of assessment from Myinfo.',
    ],
  },
];

/** The revision with this id; undefined for an id that is not one. */
export function findRevision(id: string): TermsRevision | undefined {
  return TERMS_REVISIONS.find((revision) => revision.id === id);
}

/** Whether this revision is the one in force (the newest). */
export const isCurrentRevision = (revision: TermsRevision): boolean => revision.effectiveOn === CURRENT_EFFECTIVE_ON;

export interface SharedDataGroup {
  id: string;
  source: string;
  rows: Array<{ data: string; use: string }>;
}

export const SHARED_DATA: SharedDataGroup[] = [
  {
    id: 'banks',
    source: 'Banks',
    rows: [
      { data: 'Current and savings accounts, including joint accounts and your share of them', use: 'Your cash, in your wealth and your emergency fund' },
      { data: 'Fixed deposits', use: 'Your cash and savings' },
      { data: 'Secured loans (home and car loans): balance and monthly instalment', use: 'What you owe, and your loan repayments in cashflow' },
      { data: 'Unsecured loans and credit cards: balance', use: 'What you owe, and the debt checks of your health check' },
      { data: 'CPF Investment Scheme and SRS accounts and their holdings', use: 'Your investments and retirement savings' },
      { data: 'Unit trusts and gold', use: 'Your investments' },
    ],
  },
  {
    id: 'cdp',
    source: 'The Central Depository (CDP)',
    rows: [
      { data: 'Shares and exchange-traded funds: units and market value', use: 'Your investments' },
      { data: 'Bonds: units, market value, coupon rate, frequency and maturity', use: 'Your investments and the income they pay' },
    ],
  },
  {
    id: 'myinfo',
    source: 'Myinfo',
    rows: [
      { data: 'Name, date of birth, sex, marital and residential status', use: 'To fill in your profile' },
      { data: 'CPF Ordinary, Special, MediSave and Retirement Account balances', use: 'Your CPF savings in your wealth' },
      { data: 'HDB flats: outstanding loan and monthly instalment', use: 'Your home loan in cashflow and wealth' },
      { data: 'Notice of assessment: assessable income by source', use: 'Your estimated monthly income' },
    ],
  },
];

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '1 December 2023' for '2023-12-01', as legal texts write dates. */
export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
