/**
 * Resetting the Myinfo data the product keeps (spec 2 §4 "Personal-data state reset", §7 DELETE /myinfo/person-basic
 * and DELETE /myinfo/person?scope=): what each choice removes, said exactly, and the call it makes. Pure.
 *
 * A reset removes the stored Myinfo record (or part of it), not the figures an import already wrote into cashflow
 * and wealth (they are the resident's now, marked 'From Myinfo', and changed there), nor the profile: the dialog
 * says so, so nobody expects their dashboard to change.
 */
export type MyinfoResetScope = 'basic' | 'full' | 'all';

export interface MyinfoResetChoice {
  scope: MyinfoResetScope;
  /** The button that opens the confirmation. */
  label: string;
  /** The confirmation's title. */
  title: string;
  /** Exactly what goes. */
  removes: readonly string[];
  /** What the page says once it is done. */
  done: string;
}

const BASIC = ['Your name, date of birth, sex, marital status, residential status and email as Myinfo gave them'];
const FIGURES = ['Your tax assessment (notice of assessment)', 'Your CPF balances', 'Your HDB flats and their loans'];

export const MYINFO_RESET_CHOICES: readonly MyinfoResetChoice[] = [
  {
    scope: 'basic',
    label: 'Remove your basic details',
    title: 'Remove your basic details from Myinfo?',
    removes: BASIC,
    done: 'Your basic details from Myinfo are removed.',
  },
  {
    scope: 'full',
    label: 'Remove your Myinfo figures',
    title: 'Remove your Myinfo figures?',
    removes: FIGURES,
    done: 'Your tax assessment, CPF balances and HDB flats from Myinfo are removed.',
  },
  {
    scope: 'all',
    label: 'Remove all your Myinfo data',
    title: 'Remove all your Myinfo data?',
    removes: [...BASIC, ...FIGURES, 'The date you last retrieved your data'],
    done: 'All your Myinfo data is removed. You can retrieve it again at any time.',
  },
];

/** What stays, said in every confirmation. */
export const MYINFO_RESET_KEEPS =
  'Your profile stays as it is, and so do the figures already in your cashflow and wealth (marked ‘From Myinfo’): change or remove them there.';

/** The call of each choice (spec 2 §7). */
export function myinfoResetCall(scope: MyinfoResetScope): { method: 'DELETE'; path: string } {
  return { method: 'DELETE', path: scope === 'basic' ? '/myinfo/person-basic' : `/myinfo/person?scope=${scope}` };
}
