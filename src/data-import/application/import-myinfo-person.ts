import type { Clock } from '../../shared-kernel/clock.js';
import type { MyinfoProvider } from '../ports/myinfo-provider.js';
import type { PersonalDataRepository, StoredPersonalData } from '../ports/personal-data-repository.js';

/**
 * POST /myinfo/token (spec 2 §7): the resident came back from Myinfo with a code; read their person and keep it as
 * their personal-data record, consented now. A failed read (MyinfoUnavailable) leaves the stored record as it was.
 * Turning the record into cashflow and wealth items is the next step of issue #5.
 */
export class ImportMyinfoPerson {
  constructor(
    private readonly myinfo: MyinfoProvider,
    private readonly records: PersonalDataRepository,
    private readonly clock: Clock,
    private readonly redirectUri: string,
  ) {}

  async execute(userId: string, code: string): Promise<StoredPersonalData> {
    const person = await this.myinfo.personOf(code, this.redirectUri);
    const record: StoredPersonalData = { ...person.record, basic: person.basic, latestConsentAt: this.clock.now().toISOString() };
    await this.records.save(userId, record);
    return record;
  }
}
