import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../shared/ui/spinner';
import '../data-import.css';
import type { DataErrorState } from './data-error-page';

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
 * run effects twice in development, and a code works only once); then on to the summary. Anything else goes to
 * the error page, which says what happened and that nothing was retrieved, and offers to try again.
 */
export function ConsentCallback(props: ConsentCallbackProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const { complete, failure, reportRejection, declinedText, successTo, retryTo } = props;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    // The service said no (declined or failed): /data/error/sp; our side could not complete: /data/error.
    const fail = (path: '/data/error' | '/data/error/sp', message: string) => {
      const errorState: DataErrorState = { message, retryTo };
      navigate(path, { replace: true, state: errorState });
    };
    if (error) {
      reportRejection(error, params.get('error_description') ?? '');
      fail('/data/error/sp', declinedText(error));
      return;
    }
    if (!code || !state) {
      fail('/data/error', `This page opens when ${props.from} sends you back to us. Start from the beginning to retrieve your data.`);
      return;
    }
    void complete(code, state).then((ok) => {
      if (ok) navigate(successTo, { replace: true });
      else fail('/data/error', failure() ?? 'We could not retrieve your data. Nothing was changed; please try again.');
    });
  }, [complete, failure, reportRejection, declinedText, successTo, retryTo, navigate, params, props.from]);

  return (
    <div className="container container--md page data-import">
      <p role="status" className="data-import__working">
        <Spinner size="lg" /> Retrieving your data from {props.from}…
      </p>
    </div>
  );
}
