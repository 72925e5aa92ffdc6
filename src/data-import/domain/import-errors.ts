import { DomainError } from '../../shared-kernel/errors.js';

/** Myinfo refused the exchange or the read, or answered something we cannot trust; nothing was imported. */
export class MyinfoUnavailable extends DomainError {
  constructor(reason: string) {
    super('DATA_IMPORT.MYINFO_UNAVAILABLE', `We could not retrieve your data from Myinfo (${reason}). Nothing was changed; please try again.`, 'unavailable');
  }
}

/** The bank-data service refused the code or the read; nothing was imported. */
export class BankDataUnavailable extends DomainError {
  constructor(reason: string) {
    super('DATA_IMPORT.BANK_DATA_UNAVAILABLE', `We could not retrieve your bank data (${reason}). Nothing was changed; please try again.`, 'unavailable');
  }
}

/** The Myinfo person is not the signed-in resident (consent given with someone else's Singpass); nothing kept. */
export class MyinfoPersonMismatch extends DomainError {
  constructor() {
    super('DATA_IMPORT.MYINFO_PERSON_MISMATCH', 'This Myinfo data belongs to another person, so we did not keep it. Please retrieve your data with your own Singpass account.', 'forbidden');
  }
}
