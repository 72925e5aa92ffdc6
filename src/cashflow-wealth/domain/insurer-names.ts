/**
 * The one table of SGFinDex insurer codes -> the name a resident reads (spec 2 §9 provider codes), used wherever a
 * code would show: the insurance form and lists, the policies an import brings, the sandbox's consent page. Pure
 * data, so the web imports it too.
 *
 * Which Singapore insurer each code belongs to could not be established (docs/decisions.md "Insurers in the data
 * sandbox"): the seven insurers that share policies through SGFinDex are known (AIA, Great Eastern, HSBC Life,
 * Income, Manulife, Prudential, Singlife), but no public source we could search pairs them with these codes. Each
 * code is therefore named as what it is, "Insurer I566C", rather than given a guessed name; `confirmed` says so,
 * and a confirmed row replaces the name without changing any caller.
 */
export interface InsurerName {
  /** what the resident reads */
  name: string;
  /** false: the code's owner is not confirmed by a public source, the name is the code itself */
  confirmed: boolean;
}

export const INSURER_NAMES = {
  I566C: { name: 'Insurer I566C', confirmed: false },
  I518C: { name: 'Insurer I518C', confirmed: false },
  I544C: { name: 'Insurer I544C', confirmed: false },
  I516L: { name: 'Insurer I516L', confirmed: false },
  I522L: { name: 'Insurer I522L', confirmed: false },
  I808C: { name: 'Insurer I808C', confirmed: false },
  I527L: { name: 'Insurer I527L', confirmed: false },
} as const satisfies Readonly<Record<string, InsurerName>>;
/** The codes of the table (insurance-vocabulary.ts's PROVIDER_CODES, spec 2 §9). */
export type InsurerCode = keyof typeof INSURER_NAMES;

/**
 * The seven insurers participating in SGFinDex, as the participants list them (AIA Singapore's SGFinDex page, read
 * 2 December 2026). Shown beside the codes so a resident knows whose policies they are choosing among.
 */
export const SGFINDEX_INSURERS = ['AIA', 'Great Eastern', 'HSBC Life', 'Income', 'Manulife', 'Prudential', 'Singlife'] as const;

export const isProviderCode = (value: string): value is InsurerCode => Object.hasOwn(INSURER_NAMES, value);

/** A provider code's name; any other text (a name the resident typed) is returned as it is. */
export function insurerName(code: string): string {
  return isProviderCode(code) ? INSURER_NAMES[code].name : code;
}
