import { ContainerModule } from 'inversify';
import { SessionGuard } from '../identity/public.js';
import { ReplaceImportedItemsToken } from '../cashflow-wealth/public.js';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { myinfoRoutes } from './adapters/http/myinfo.routes.js';
import { SequelizePersonalDataRepository } from './adapters/persistence/sequelize-personal-data-repository.js';
import { ImportMyinfoPerson } from './application/import-myinfo-person.js';
import { DATA_IMPORT } from './data-import.tokens.js';
import type { MyinfoProvider } from './ports/myinfo-provider.js';

export interface DataImportModuleOptions {
  /** The Myinfo client (mockpass's sandbox or the real service); null when Myinfo is not configured. */
  myinfo: MyinfoProvider | null;
  /** `${publicUrl}/my-info-data-callback` */
  myinfoRedirectUri: string;
}

/** The data-import context (issue #5): Myinfo personal data first; bank data (SGFinDex shape) next. */
export function dataImportModule(options: DataImportModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(DATA_IMPORT.MyinfoProvider).toConstantValue(options.myinfo);
    bind(DATA_IMPORT.PersonalDataRepository).toResolvedValue((sequelize) => new SequelizePersonalDataRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(DATA_IMPORT.ImportMyinfoPerson).toResolvedValue(
      (myinfo, records, replace, clock) =>
        new ImportMyinfoPerson(myinfo ?? unconfigured, records, (userId, source, items) => replace.execute(userId, source, items), clock, options.myinfoRedirectUri),
      [DATA_IMPORT.MyinfoProvider, DATA_IMPORT.PersonalDataRepository, ReplaceImportedItemsToken, PLATFORM.Clock],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, myinfo, importPerson, records, logger) =>
        myinfoRoutes({
          guard,
          myinfo,
          redirectUri: options.myinfoRedirectUri,
          importPerson,
          records,
          // A refusal at Myinfo's consent page is the resident's choice: worth a log line for support, nothing more.
          onRejection: (userId, error, description) => logger.info({ userId, error, description }, 'Myinfo consent not given'),
        }),
      [SessionGuard, DATA_IMPORT.MyinfoProvider, DATA_IMPORT.ImportMyinfoPerson, DATA_IMPORT.PersonalDataRepository, PLATFORM.Logger],
    );
  });
}

/** Stands in when Myinfo is not configured; the routes answer 503 before ever reaching it. */
const unconfigured: MyinfoProvider = {
  consentUrl: () => {
    throw new Error('Myinfo is not configured');
  },
  personOf: () => Promise.reject(new Error('Myinfo is not configured')),
};
