import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import '../data-import.css';

export interface ConsentCallbackProps {
  /** 'Myinfo', 'your banks' */
  from: string;
  /** Exchanges the code and imports; resolves false with `failure()` set when it did not work. */
  complete: (code: string, state: string) => Promise<boolean>;
  failure: () => string | null;
  /** The resident declined (or the service failed) at the consent page: tell the server, quietly. */
  reportRejection: (error: string, description: string) => void;
  declinedText: (error: string) => string;
  successTo: string;
  retryTo: string;
}

/**
 * A consent service sends the resident back here with a code (or an error): the code is exchanged once (React may
 * run effects twice in development, and a code works only once); then on to the summary. Anything else says what
 * happened, that nothing was retrieved, and offers to try again.
 */
export function ConsentCallback(props: ConsentCallbackProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const { complete, failure, reportRejection, declinedText, successTo } = props;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (error) {
      reportRejection(error, params.get('error_description') ?? '');
      setProblem(declinedText(error));
      return;
    }
    if (!code || !state) {
      setProblem(`This page opens when ${props.from} sends you back to us. Start from the beginning to retrieve your data.`);
      return;
    }
    void complete(code, state).then((ok) => {
      if (ok) navigate(successTo, { replace: true });
      else setProblem(failure() ?? 'We could not retrieve your data. Nothing was changed; please try again.');
    });
  }, [complete, failure, reportRejection, declinedText, successTo, navigate, params, props.from]);

  return (
    <div className="container container--md page data-import">
      {problem === null ? (
        <p role="status" className="data-import__working">
          <Spinner size="lg" /> Retrieving your data from {props.from}…
        </p>
      ) : (
        <>
          <h1>Nothing was retrieved</h1>
          <p className="lead" role="alert">
            {problem}
          </p>
          <div className="button-row">
            <ButtonLink to={props.retryTo}>Try again</ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary">
              Go to your dashboard
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
}
