import { flowResult } from 'mobx';
import { useState } from 'react';
import { useStores } from '../../app/store-context';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { MYINFO_RESET_CHOICES, MYINFO_RESET_KEEPS, type MyinfoResetChoice } from '../myinfo-reset';

export interface MyinfoResetResult {
  ok: boolean;
  text: string;
}

/** Where the page says what a reset did (kept outside the section: a reset of everything removes the section). */
export function MyinfoResetNote({ result }: { result: MyinfoResetResult | null }) {
  return (
    <div role="status" aria-live="polite">
      {result && <p className={result.ok ? 'data-import__reset-done' : 'data-import__reset-failed'}>{result.text}</p>}
    </div>
  );
}

/**
 * The Myinfo data reset on /data/summary/gov (spec 2 §4 "Personal-data state reset", §7): three choices, each behind
 * a confirmation that lists exactly what goes and what stays; the page says what was removed, or that nothing was.
 */
export function MyinfoResetSection({ onResult }: { onResult: (result: MyinfoResetResult) => void }) {
  const { dataImport } = useStores();
  const [asking, setAsking] = useState<MyinfoResetChoice | null>(null);
  const [working, setWorking] = useState(false);

  const confirm = async (choice: MyinfoResetChoice) => {
    setWorking(true);
    try {
      await dataImport.resetMyinfo(choice.scope);
      setWorking(false);
      setAsking(null);
      onResult({ ok: true, text: choice.done });
      // After a reset of everything there is no record left: the page then offers to retrieve it again.
      await flowResult(dataImport.loadPerson());
    } catch {
      setWorking(false);
      setAsking(null);
      onResult({ ok: false, text: 'We could not remove your Myinfo data just now. Nothing was removed. Please try again in a moment.' });
    }
  };

  return (
    <section className="card" aria-labelledby="myinfo-reset-heading">
      <h2 id="myinfo-reset-heading" className="card__title">
        Remove your Myinfo data
      </h2>
      <p>We keep what Myinfo gave us so you can see it here. You can remove part of it, or all of it.</p>
      <div className="button-row">
        {MYINFO_RESET_CHOICES.map((choice) => (
          <Button key={choice.scope} variant="secondary" onClick={() => setAsking(choice)}>
            {choice.label}
          </Button>
        ))}
      </div>
      <Modal
        open={asking !== null}
        onClose={() => !working && setAsking(null)}
        title={asking?.title ?? ''}
        actions={
          asking && (
            <>
              <Button variant="secondary" onClick={() => setAsking(null)} disabled={working}>
                Cancel
              </Button>
              <Button onClick={() => void confirm(asking)} disabled={working}>
                Remove
              </Button>
            </>
          )
        }
      >
        {asking && (
          <>
            <p>This removes:</p>
            <ul>
              {asking.removes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{MYINFO_RESET_KEEPS}</p>
          </>
        )}
      </Modal>
    </section>
  );
}
