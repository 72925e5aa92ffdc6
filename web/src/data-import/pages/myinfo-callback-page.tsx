import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { consentErrorText } from '../myinfo-labels';
import '../data-import.css';

/**
 * /my-info-data-callback: Myinfo sends the resident back here with a code (or an error). The code is exchanged
 * once (POST /myinfo/token); then the summary of what came. Anything else says what happened and offers a retry.
 */
export const MyinfoCallbackPage = observer(function MyinfoCallbackPage() {
  usePageTitle('Retrieving your data');
  const { dataImport } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once: React may run effects twice in development, and a code works only once.
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (error) {
      dataImport.reportRejection(error, params.get('error_description') ?? '');
      setProblem(consentErrorText(error));
      return;
    }
    if (!code || !state) {
      setProblem('This page opens when Myinfo sends you back to us. Start from the beginning to retrieve your data.');
      return;
    }
    void flowResult(dataImport.completeMyinfo(code, state)).then((ok) => {
      if (ok) navigate('/data/summary/gov', { replace: true });
      else setProblem(dataImport.error ?? 'We could not retrieve your data from Myinfo. Nothing was changed; please try again.');
    });
  }, [dataImport, navigate, params]);

  return (
    <div className="container container--md page data-import">
      {problem === null ? (
        <p role="status" className="data-import__working">
          <Spinner size="lg" /> Retrieving your data from Myinfo…
        </p>
      ) : (
        <>
          <h1>Nothing was retrieved</h1>
          <p className="lead" role="alert">
            {problem}
          </p>
          <div className="button-row">
            <ButtonLink to="/myinfo">Try again</ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary">
              Go to your dashboard
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
});
