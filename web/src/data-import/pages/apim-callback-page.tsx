import { flowResult } from 'mobx';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { bankConsentErrorText } from '../myinfo-labels';
import { ConsentCallback } from './consent-callback';

/** /apim-callback: the bank-data consent sends the resident back here (POST /apim/token, /apim/user-data). */
export function ApimCallbackPage() {
  usePageTitle('Retrieving your bank data');
  const { dataImport, tester } = useStores();
  // In vanilla tables mode the tester comes back to the tables, which show what arrived.
  const vanilla = tester.vanillaTablesMode;
  return (
    <ConsentCallback
      from="your banks"
      complete={(code, state) => flowResult(dataImport.completeBanks(code, state))}
      failure={() => dataImport.error}
      reportRejection={(error, description) => dataImport.reportBankRejection(error, description)}
      declinedText={bankConsentErrorText}
      successTo={vanilla ? '/sgfindex' : '/data/summary/banks'}
      retryTo={vanilla ? '/sgfindex' : '/settings/data-selection/main'}
    />
  );
}
