import type { ImportSource, ImportedItems } from '../../cashflow-wealth/public.js';
import type { Clock } from '../../shared-kernel/clock.js';
import type { MyinfoProvider } from '../ports/myinfo-provider.js';
import type { PersonalDataRepository, StoredPersonalData } from '../ports/personal-data-repository.js';
import { myinfoItemsOf } from './myinfo-items.js';
import { MyinfoPersonMismatch } from '../domain/import-errors.js';

/** Writes an import's items into the resident's cashflow and wealth (cashflow-wealth's ReplaceImportedItems). */
export type WriteImportedItems = (userId: string, source: ImportSource, items: ImportedItems) => Promise<{ cpfKept: boolean }>;

/**
 * POST /myinfo/token (spec 2 §7): the resident came back from Myinfo with a code; read their person, keep it as
 * their personal-data record (consented now), and put its figures into their lists beside what they typed. A
 * failed read (MyinfoUnavailable) changes nothing.
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
  ) {}

  async execute(userId: string, code: string): Promise<StoredPersonalData & { cpfKept: boolean }> {
    const person = await this.myinfo.personOf(code, this.redirectUri);
    // Someone else's Singpass at Myinfo's page (a shared computer): their data must not land in this account.
    if ((await this.isResident(userId, person.uinfin)) === false) throw new MyinfoPersonMismatch();
    const record: StoredPersonalData = { ...person.record, basic: person.basic, latestConsentAt: this.clock.now().toISOString() };
    await this.records.save(userId, record);
    const { cpfKept } = await this.writeItems(userId, 'MYINFO', myinfoItemsOf(record));
    return { ...record, cpfKept };
  }
}
