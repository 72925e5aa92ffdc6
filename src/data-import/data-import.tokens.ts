import type { ServiceIdentifier } from 'inversify';
import type { ImportMyinfoPerson } from './application/import-myinfo-person.js';
import type { MyinfoProvider } from './ports/myinfo-provider.js';
import type { PersonalDataRepository } from './ports/personal-data-repository.js';
import type { BankDataRepository } from './ports/bank-data-repository.js';
import type { ImportBankData } from './application/import-bank-data.js';
import type { BankDataStatus } from './application/bank-data-status.js';
import type { ExportMyData, PortabilitySources } from './application/portability/export-my-data.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const DATA_IMPORT = {
  /** null when Myinfo is not configured (production without MYINFO_BASE_URL) */
  MyinfoProvider: token<MyinfoProvider | null>('data-import.MyinfoProvider'),
  PersonalDataRepository: token<PersonalDataRepository>('data-import.PersonalDataRepository'),
  ImportMyinfoPerson: token<ImportMyinfoPerson>('data-import.ImportMyinfoPerson'),
  BankDataRepository: token<BankDataRepository>('data-import.BankDataRepository'),
  ImportBankData: token<ImportBankData>('data-import.ImportBankData'),
  BankDataStatus: token<BankDataStatus>('data-import.BankDataStatus'),
  PortabilitySources: token<PortabilitySources>('data-import.PortabilitySources'),
  ExportMyData: token<ExportMyData>('data-import.ExportMyData'),
};
