/**
 * Imports beside what the resident typed (docs/decisions.md "Imports reconcile with what the resident typed"): an
 * imported income, loan, liability or asset that looks like one the resident already entered is not written
 * beside it. It is held back and the resident is asked once: keep mine, use the imported one, or keep both; the
 * answer is remembered for the next import of the same item. And one debt that two imports both bring (Myinfo's
 * HDB loan, the bank's HDB home loan) is counted once, from the fresher of the two. Pure rules: which pairs match,
 * what an import does with each item, which of two imported copies of a debt stays.
 */

/** The lists an import writes into and a resident types into. */
export const RECONCILED_LISTS = ['incomes', 'loanRepayments', 'liabilities', 'assets'] as const;
export type ReconciledList = (typeof RECONCILED_LISTS)[number];

export const RECONCILIATION_CHOICES = ['KEEP_MINE', 'USE_IMPORTED', 'KEEP_BOTH'] as const;
export type ReconciliationChoice = (typeof RECONCILIATION_CHOICES)[number];

/** What matching needs of an item either side: its list, its kind in that list, its name. */
export interface MatchableItem {
  list: ReconciledList;
  /** income type, loan type or liability category (MORTGAGE / NON_MORTGAGE), asset kind */
  kind: string;
  name: string;
}

export interface TypedItem extends MatchableItem {
  id: string;
}

export interface ImportedItem extends MatchableItem {
  /** the item's stable id at its source (`noa:EMPLOYMENT`, `hdb:<flat>`, an account or holding id) */
  sourceRef: string;
  /** 'Myinfo', 'DBS Bank', ... */
  sourceName: string;
}

/** An answer given earlier, for one imported item (by its list and source ref) against one typed item. */
export interface StoredChoice {
  list: ReconciledList;
  sourceRef: string;
  typedItemId: string;
  choice: ReconciliationChoice;
}

/** Words that say what kind of thing an item is, not which one: two items sharing only these are not alike. */
const GENERIC_WORDS = new Set([
  'a', 'an', 'and', 'the', 'of', 'my', 'for', 'from', 'to', 'in', 'on', 'at', 's',
  'account', 'accounts', 'acct', 'loan', 'loans', 'bank', 'income', 'monthly', 'pay', 'payment', 'tax', 'assessment',
  'home', 'savings', 'saving', 'current', 'cash',
]);

/** Aliases residents use for an institution, by the first word of its name as imports give it. */
const INSTITUTION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  dbs: ['dbs', 'posb'],
  ocbc: ['ocbc'],
  uob: ['uob'],
  standard: ['standard chartered', 'stanchart', 'scb'],
  citibank: ['citibank', 'citi'],
  hsbc: ['hsbc'],
  maybank: ['maybank'],
  the: ['cdp', 'central depository'],
};

const words = (name: string): string[] => name.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const meaningfulWords = (name: string): Set<string> => new Set(words(name).filter((w) => !GENERIC_WORDS.has(w)));

/**
 * Two names are alike when every meaningful word of the shorter is in the longer ('Multiplier' and 'Multiplier
 * 4321'), or they share at least half of their words together. Names with no meaningful word are alike to nothing.
 */
export function similarNames(a: string, b: string): boolean {
  const [x, y] = [meaningfulWords(a), meaningfulWords(b)];
  if (x.size === 0 || y.size === 0) return false;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  const shared = [...small].filter((w) => large.has(w)).length;
  if (shared === small.size) return true;
  return shared / new Set([...x, ...y]).size >= 0.5;
}

/** Whether a typed name names the institution an import came from ('DBS car loan' and 'DBS Bank'). */
export function namesInstitution(typedName: string, sourceName: string): boolean {
  const first = words(sourceName)[0];
  if (!first) return false;
  const aliases = INSTITUTION_ALIASES[first] ?? [first];
  const text = ` ${words(typedName).join(' ')} `;
  return aliases.some((alias) => text.includes(` ${alias} `));
}

/** An HDB loan or flat by its name ('HDB loan: ...' and '4-room HDB flat' from Myinfo, 'HDB Home Loan 1234' from a bank). */
export const isHdbLoan = (item: Pick<MatchableItem, 'name'>): boolean => /\bhdb\b/i.test(item.name);

/** Whether a typed name says it is another institution's than the import's ('OCBC home loan' against DBS Bank). */
const namesAnotherInstitution = (typedName: string, sourceName: string): boolean =>
  Object.keys(INSTITUTION_ALIASES).some((key) => namesInstitution(typedName, key === 'the' ? 'The CDP' : key)) && !namesInstitution(typedName, sourceName);

/**
 * How strongly an imported item matches a typed one; 0: not at all. Always the same list and kind, then:
 * - income: the same type (employment income is one salary, whatever either side calls it), or alike names;
 *   'OTHERS' only by alike names;
 * - loans and liabilities: an imported HDB loan against any typed housing loan (MORTGAGE) that names no other
 *   institution; else the typed name names the import's institution, or the names are alike;
 * - assets: the typed name names the import's institution, or the names are alike (the product, the security's
 *   name or its ISIN); an imported HDB flat against any typed home (kind 'property').
 */
export function matchStrength(imported: ImportedItem, typed: TypedItem): number {
  if (imported.list !== typed.list || imported.kind !== typed.kind) return 0;
  const alikeNames = similarNames(imported.name, typed.name) ? 3 : 0;
  const sameInstitution = namesInstitution(typed.name, imported.sourceName) ? 2 : 0;
  switch (imported.list) {
    case 'incomes':
      return Math.max(alikeNames, imported.kind !== 'OTHERS' ? 1 : 0);
    case 'loanRepayments':
    case 'liabilities': {
      const hdb = isHdbLoan(imported) && imported.kind === 'MORTGAGE' && !namesAnotherInstitution(typed.name, imported.sourceName) ? (isHdbLoan(typed) ? 2 : 1) : 0;
      return Math.max(alikeNames, sameInstitution, hdb);
    }
    case 'assets':
      // A resident has one HDB flat at most (HDB's rules), so an imported HDB flat is the home they typed, whatever its name.
      return Math.max(alikeNames, sameInstitution, imported.kind === 'property' && isHdbLoan(imported) ? 1 : 0);
  }
}

/** What an import does with one of its items. */
export type ImportStep<T extends ImportedItem> =
  /** written into the list (no match, or the resident chose to use it or keep both) */
  | { action: 'write'; item: T }
  /** written, and the typed item it replaces removed (an earlier 'use imported' whose typed item is still there) */
  | { action: 'replace'; item: T; typedItemId: string }
  /** held back, not counted: the resident keeps their own */
  | { action: 'keep-mine'; item: T; typedItemId: string }
  /** held back, not counted, until the resident answers */
  | { action: 'ask'; item: T; typedItemId: string };

/**
 * Each imported item against the resident's typed items: an earlier answer for the pair applies; otherwise the
 * strongest match not yet taken by another item of this import is asked about; an item with no match is written.
 * One typed item is paired with at most one imported item of an import, so two imported accounts never both hide
 * behind one typed account.
 */
export function planImport<T extends ImportedItem>(imported: readonly T[], typed: readonly TypedItem[], choices: readonly StoredChoice[]): ImportStep<T>[] {
  const taken = new Set<string>();
  const typedIds = new Set(typed.map((t) => t.id));
  return imported.map((item): ImportStep<T> => {
    const earlier = choices.find((c) => c.list === item.list && c.sourceRef === item.sourceRef && typedIds.has(c.typedItemId) && !taken.has(c.typedItemId));
    if (earlier) {
      taken.add(earlier.typedItemId);
      if (earlier.choice === 'KEEP_MINE') return { action: 'keep-mine', item, typedItemId: earlier.typedItemId };
      if (earlier.choice === 'USE_IMPORTED') return { action: 'replace', item, typedItemId: earlier.typedItemId };
      return { action: 'write', item };
    }
    const best = typed
      .filter((t) => !taken.has(t.id))
      .map((t) => ({ t, strength: matchStrength(item, t) }))
      .filter((m) => m.strength > 0)
      .sort((a, b) => b.strength - a.strength)[0];
    if (!best) return { action: 'write', item };
    taken.add(best.t.id);
    return { action: 'ask', item, typedItemId: best.t.id };
  });
}

/** An imported loan or liability already in a list, as the one-debt rule sees it. */
export interface ImportedDebt {
  id: string;
  source: 'MYINFO' | 'BANK';
  list: 'loanRepayments' | 'liabilities';
  /** MORTGAGE / NON_MORTGAGE */
  kind: string;
  name: string;
  /** SGD cents: outstanding (liabilities) or the instalment (repayments) */
  amount: number;
  /** 'YYYY-MM-DD' or a month 'MMYYYY' */
  asOf: string;
}

/** The day a figure is as of: a month ('MMYYYY') counts as its last day. */
export function asOfDay(asOf: string): string {
  const month = /^(\d{2})(\d{4})$/.exec(asOf);
  if (!month) return asOf.slice(0, 10);
  const [m, y] = [Number(month[1]), Number(month[2])];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** Amounts within 5 % of the larger: the same balance read by two sources a few weeks apart. */
const closeAmounts = (a: number, b: number) => Math.abs(a - b) <= 0.05 * Math.max(a, b);

/**
 * A Myinfo HDB loan and a bank's housing loan are one debt when the bank's says it is an HDB loan, or when it is a
 * housing loan (MORTGAGE) for about the same amount (within 5 %). Pairs are made per list, closest amounts first,
 * each item in one pair at most. Of each pair the staler copy is dropped: the later as-of day stays; on the same
 * day, the bank's (it carries the cash and CPF parts of the instalment, which Myinfo does not).
 * Answers the ids of the copies to hold back.
 */
export function staleDuplicateDebts(debts: readonly ImportedDebt[]): string[] {
  const dropped: string[] = [];
  for (const list of ['liabilities', 'loanRepayments'] as const) {
    const myinfo = debts.filter((d) => d.list === list && d.source === 'MYINFO' && d.kind === 'MORTGAGE' && isHdbLoan(d));
    const bank = debts.filter((d) => d.list === list && d.source === 'BANK' && d.kind === 'MORTGAGE');
    const candidates = myinfo
      .flatMap((m) => bank.filter((b) => isHdbLoan(b) || closeAmounts(m.amount, b.amount)).map((b) => ({ m, b, gap: Math.abs(m.amount - b.amount) })))
      .sort((x, y) => x.gap - y.gap);
    const paired = new Set<string>();
    for (const { m, b } of candidates) {
      if (paired.has(m.id) || paired.has(b.id)) continue;
      paired.add(m.id);
      paired.add(b.id);
      dropped.push(asOfDay(m.asOf) > asOfDay(b.asOf) ? b.id : m.id);
    }
  }
  return dropped;
}
