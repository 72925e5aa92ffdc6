import { flowResult } from 'mobx';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { consentErrorText } from '../myinfo-labels';
import { ConsentCallback } from './consent-callback';

/** /my-info-data-callback: Myinfo sends the resident back here (POST /myinfo/token), then the summary. */
export function MyinfoCallbackPage() {
  usePageTitle('Retrieving your data');
  const { dataImport } = useStores();
  return (
    <ConsentCallback
      from="Myinfo"
      complete={(code, state) => flowResult(dataImport.completeMyinfo(code, state))}
      failure={() => dataImport.error}
      reportRejection={(error, description) => dataImport.reportRejection(error, description)}
      declinedText={consentErrorText}
      successTo="/data/summary/gov"
      retryTo="/myinfo"
    />
  );
}
