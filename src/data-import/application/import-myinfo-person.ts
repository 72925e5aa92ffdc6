import type { Clock } from '../../shared-kernel/clock.js';
import type { MyinfoProvider } from '../ports/myinfo-provider.js';
import type { PersonalDataRepository, StoredPersonalData } from '../ports/personal-data-repository.js';
import { myinfoItemsOf } from './myinfo-items.js';
import { writeItemsOfStoredRecord, type WriteImportedItems } from './write-items-of-stored-record.js';
import { MyinfoPersonMismatch } from '../domain/import-errors.js';
import { isForeignId, profileBasicsOf, type ProfileBasics } from '../domain/profile-basics.js';

export type { WriteImportedItems } from './write-items-of-stored-record.js';

/**
 * POST /myinfo/token (spec 2 §7): the resident came back from Myinfo with a code; read their person, keep it as
 * their personal-data record (consented now), put its figures into their lists beside what they typed (its incomes only
 * once the resident ticks them: MyinfoIncomeOffers), and let its
 * basic data fill the empty fields of their profile. A failed read (MyinfoUnavailable) changes nothing.
 */
export class ImportMyinfoPerson {
  constructor(
    private readonly myinfo: MyinfoProvider,
    private readonly records: PersonalDataRepository,
    private readonly writeItems: WriteImportedItems,
    /** Whether an NRIC/FIN is the signed-in resident's (identity's ResidentMatchesNric); null: cannot tell. */
    private readonly isResident: (userId: string, uinfin: string) => Promise<boolean | null>,
    private readonly clock: Clock,
    private readonly redirectUri: string,
    /** identity's PrefillProfile: fills only what the profile does not have yet. */
    private readonly prefillProfile: (userId: string, basics: ProfileBasics) => Promise<void> = async () => undefined,
  ) {}

  async execute(userId: string, code: string): Promise<StoredPersonalData & { cpfKept: boolean }> {
    const person = await this.myinfo.personOf(code, this.redirectUri);
    // Someone else's Singpass at Myinfo's page (a shared computer): their data must not land in this account.
    if ((await this.isResident(userId, person.uinfin)) === false) throw new MyinfoPersonMismatch();
    // The incomes of the notice wait for the resident's answer (docs/decisions.md "Imports ask before they add"): an
    // answer given for the same notice stands; a newer notice is asked about again, so nothing of it is added meanwhile.
    const earlier = (await this.records.find(userId))?.incomeChoice ?? null;
    const incomeChoice = earlier !== null && person.record.noa !== null && earlier.yearOfAssessment === person.record.noa.yearOfAssessment ? earlier : null;
    const record: StoredPersonalData = { ...person.record, basic: person.basic, latestConsentAt: this.clock.now().toISOString(), incomeChoice };
    await this.records.save(userId, record);
    const written = await writeItemsOfStoredRecord(userId, 'MYINFO', () => this.records.find(userId), myinfoItemsOf, this.writeItems);
    if (person.basic) await this.prefillProfile(userId, profileBasicsOf(person.basic, isForeignId(person.uinfin)));
    // Null only when a reset removed the record straight after it was stored: its items went in all the same.
    return { ...record, cpfKept: written?.cpfKept ?? false };
  }
}
