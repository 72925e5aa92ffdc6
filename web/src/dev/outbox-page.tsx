import { useState } from 'react';
import type { OutboxMessage } from '../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { extractLinks } from '../identity/email-verification';
import { formatDisplayDateTime } from '../shared/format/date-time';
import { useRunOnce } from '../shared/use-run-once';
import { Button } from '../shared/ui/button';
import { Spinner } from '../shared/ui/spinner';
import { fetchOutbox } from './outbox.api';
import './outbox.css';

type Load = { kind: 'loading' } | { kind: 'loaded'; messages: OutboxMessage[] } | { kind: 'failed' };

/**
 * /dev/outbox, outside production only: the emails the server would have sent, newest first. The text body is
 * shown as text and its links as real links; the HTML body is never rendered (it is not ours to trust).
 */
export function OutboxPage() {
  usePageTitle('Development outbox');
  const { api } = useStores();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useRunOnce(attempt, () => fetchOutbox(api), (result) =>
    setLoad(result.ok ? { kind: 'loaded', messages: result.value } : { kind: 'failed' }),
  );

  return (
    <div className="container page outbox-page">
      <p className="eyebrow">For developers</p>
      <h1>Development outbox</h1>
      <p className="lead">
        Emails written by this server instead of being sent, newest first. In production, real email is sent and this
        page does not exist.
      </p>
      <div className="button-row">
        <Button
          variant="secondary"
          aria-disabled={load.kind === 'loading' || undefined}
          onClick={() => {
            if (load.kind === 'loading') return;
            setLoad({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Refresh
        </Button>
      </div>
      <div aria-live="polite" className="outbox-page__status">
        {load.kind === 'loading' && (
          <p>
            <Spinner /> Loading messages…
          </p>
        )}
        {load.kind === 'failed' && <p>The outbox could not be loaded. Is the server running in development mode?</p>}
        {load.kind === 'loaded' && load.messages.length === 0 && <p>No emails yet.</p>}
        {load.kind === 'loaded' && load.messages.length > 0 && (
          <p className="sr-only">
            {load.messages.length === 1 ? '1 email' : `${load.messages.length} emails`}
          </p>
        )}
      </div>
      {load.kind === 'loaded' && load.messages.length > 0 && (
        <ul className="outbox-list">
          {load.messages.map((message) => (
            <li key={message.id}>
              <OutboxItem message={message} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const links = extractLinks(message.text);
  const sent = new Date(message.createdAt);
  return (
    <details className="outbox-item">
      <summary className="outbox-item__summary">
        <span className="outbox-item__subject">{message.subject}</span>
        <span className="outbox-item__meta">
          To <span className="outbox-item__to">{message.to}</span>
          {' · '}
          <time dateTime={message.createdAt}>{Number.isNaN(sent.getTime()) ? message.createdAt : formatDisplayDateTime(sent)}</time>
        </span>
      </summary>
      <div className="outbox-item__body">
        {links.length > 0 && (
          <>
            <h2 className="outbox-item__heading">Links in this email</h2>
            <ul className="outbox-item__links">
              {links.map((link) => (
                <li key={link}>
                  <a href={link}>{link}</a>
                </li>
              ))}
            </ul>
          </>
        )}
        <h2 className="outbox-item__heading">Text</h2>
        <pre className="outbox-item__text">{message.text}</pre>
      </div>
    </details>
  );
}
