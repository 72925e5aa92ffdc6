import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { ValidationFailed } from '../../shared-kernel/errors.js';
import { incomeOffersOf, refsNotOffered, type IncomeOffer } from '../domain/income-offers.js';
import type { PersonalDataRepository } from '../ports/personal-data-repository.js';
import { myinfoItemsOf } from './myinfo-items.js';
import { writeItemsOfStoredRecord, type WriteImportedItems } from './write-items-of-stored-record.js';

export interface IncomeOffers {
  /** the notice's year of assessment */
  yearOfAssessment: number;
  offers: IncomeOffer[];
  /** the resident has answered for this notice (its ticked incomes are in their cashflow) */
  confirmed: boolean;
}

export const NOT_OFFERED = (refs: readonly string[]) => `We did not offer ${refs.join(', ')}: choose only among the incomes listed.`;
export const NOTHING_TO_CONFIRM = 'There are no incomes from Myinfo to confirm. Retrieve your data with Myinfo first.';

/**
 * GET and POST /myinfo/income-offers (docs/decisions.md "Imports ask before they add"): the incomes the notice of
 * assessment shows, offered with a tick each (`incomeOffersOf`), and the resident's answer, which writes the ticked
 * ones into their cashflow (the Myinfo items are written again from the record, as after a flat's adjustment).
 */
export class MyinfoIncomeOffers {
  constructor(
    private readonly records: PersonalDataRepository,
    private readonly writeItems: WriteImportedItems,
    /** the kinds of income the resident typed themselves (cashflow-wealth's list, without imported items) */
    private readonly typedIncomeKinds: (userId: string) => Promise<ReadonlySet<string>>,
    private readonly clock: Clock,
  ) {}

  /** null: no record, or a record without a notice of assessment. */
  async preview(userId: string): Promise<IncomeOffers | null> {
    const record = await this.records.find(userId);
    if (!record?.noa) return null;
    const offers = incomeOffersOf(record.noa, await this.typedIncomeKinds(userId), todayInSingapore(this.clock), record.incomeChoice ?? null);
    const confirmed = record.incomeChoice?.yearOfAssessment === record.noa.yearOfAssessment;
    return { yearOfAssessment: Number(record.noa.yearOfAssessment), offers, confirmed };
  }

  /**
   * Stores the resident's ticks and writes the ticked incomes. A ref that was not offered is a 400 naming it, with
   * nothing stored or written.
   * @throws ValidationFailed when nothing is offered or a ref is not among the offers
   */
  async confirm(userId: string, ticked: readonly string[]): Promise<IncomeOffers> {
    const record = await this.records.find(userId);
    if (!record?.noa) throw new ValidationFailed([{ field: 'ticked', message: NOTHING_TO_CONFIRM }], NOTHING_TO_CONFIRM);
    const offers = incomeOffersOf(record.noa, await this.typedIncomeKinds(userId), todayInSingapore(this.clock), null);
    const unknown = refsNotOffered(offers, ticked);
    if (unknown.length > 0) throw new ValidationFailed([{ field: 'ticked', message: NOT_OFFERED(unknown) }], NOT_OFFERED(unknown));
    const choice = { yearOfAssessment: record.noa.yearOfAssessment, ticked: [...new Set(ticked)] };
    await this.records.saveIncomeChoice(userId, choice);
    await writeItemsOfStoredRecord(userId, 'MYINFO', () => this.records.find(userId), myinfoItemsOf, this.writeItems);
    return (await this.preview(userId)) ?? { yearOfAssessment: Number(record.noa.yearOfAssessment), offers: [], confirmed: true };
  }
}
