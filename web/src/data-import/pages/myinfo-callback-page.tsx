import { flowResult } from 'mobx';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { consentErrorText } from '../myinfo-labels';
import { ConsentCallback } from './consent-callback';

/** /my-info-data-callback: Myinfo sends the resident back here (POST /myinfo/token), then the summary. */
export function MyinfoCallbackPage() {
  usePageTitle('Retrieving your data');
  const { dataImport, tester } = useStores();
  // In vanilla tables mode the tester comes back to the tables, which show what arrived.
  const vanilla = tester.vanillaTablesMode;
  return (
    <ConsentCallback
      from="Myinfo"
      complete={(code, state) => flowResult(dataImport.completeMyinfo(code, state))}
      failure={() => dataImport.error}
      reportRejection={(error, description) => dataImport.reportRejection(error, description)}
      declinedText={consentErrorText}
      successTo={vanilla ? '/sgfindex' : '/data/summary/gov'}
      retryTo={vanilla ? '/sgfindex' : '/myinfo'}
    />
  );
}
