import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ImportReconciliationDto, ReconciliationChoiceValue } from '../../../../src/cashflow-wealth/adapters/http/import-reconciliation.contract.js';
import type { CurrencyCode } from '../../../../src/shared-kernel/currency.js';
import { useStores } from '../../app/store-context';
import { formatMoney, type Cents } from '../../shared/format/money';
import { originText } from '../../shared/format/origin';
import { Button } from '../../shared/ui/button';
import { RadioGroup } from '../../shared/ui/fields';
import { CHOICES, LIST_LABELS } from '../reconciliation';

const money = (cents: number, currency: string) => formatMoney(Math.round(cents) as Cents, currency as CurrencyCode);
const CHOSEN: Record<ReconciliationChoiceValue, string> = {
  KEEP_MINE: 'kept yours',
  USE_IMPORTED: 'using the retrieved figure instead of yours',
  KEEP_BOTH: 'counting both',
};

/**
 * 'We found figures you already entered' (docs/decisions.md "Imports reconcile with what the resident typed"): after
 * an import, each retrieved figure that looks like one the resident typed, both side by side, and the three answers.
 * Until they answer, only theirs counts, so nothing is counted twice. Renders nothing when there is nothing to ask.
 */
export const ReconciliationStep = observer(function ReconciliationStep({ onAnswered }: { onAnswered?: () => void }) {
  const { reconciliations } = useStores();
  useEffect(() => {
    void flowResult(reconciliations.load());
  }, [reconciliations]);
  if (reconciliations.status !== 'loaded' || (reconciliations.open.length === 0 && reconciliations.answered.length === 0)) return null;
  return (
    <section className="card reconcile" aria-labelledby="reconcile-heading">
      <h2 id="reconcile-heading" className="card__title">
        We found figures you already entered
      </h2>
      {reconciliations.open.length > 0 ? (
        <p>
          These retrieved figures look like ones you typed in. Until you choose, we count only yours, so nothing is counted twice. We remember your choice for
          the next time you retrieve your data.
        </p>
      ) : (
        <p role="status">All done: each figure is now counted once, as you chose.</p>
      )}
      {reconciliations.answered.length > 0 && (
        <ul className="reconcile__done">
          {reconciliations.answered.map(({ item, choice }) => (
            <li key={item.id}>
              {LIST_LABELS[item.list].item} ‘{item.typed.name}’: {CHOSEN[choice]}.
            </li>
          ))}
        </ul>
      )}
      {reconciliations.open.map((item) => (
        <ReconciliationItem key={item.id} item={item} onAnswered={onAnswered} />
      ))}
    </section>
  );
});

const ReconciliationItem = observer(function ReconciliationItem({ item, onAnswered }: { item: ImportReconciliationDto; onAnswered?: (() => void) | undefined }) {
  const { reconciliations } = useStores();
  const [choice, setChoice] = useState<ReconciliationChoiceValue | ''>('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const labels = LIST_LABELS[item.list];
  const headingId = `reconcile-${item.id}`;
  const save = async () => {
    setTried(true);
    if (choice === '') return;
    setSaving(true);
    setError(null);
    try {
      await flowResult(reconciliations.resolve(item.id, choice));
      onAnswered?.();
    } catch (failure) {
      const message = (failure as { message?: unknown } | null)?.message;
      setError(typeof message === 'string' && message !== '' ? message : 'We could not save your choice. Please try again.');
      setSaving(false);
    }
  };
  return (
    <div className="reconcile__item" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="reconcile__title">
        {labels.item}: {item.typed.name}
      </h3>
      <dl className="reconcile__sides">
        <div className="reconcile__side">
          <dt>You entered</dt>
          <dd>
            <span className="reconcile__name">{item.typed.name}</span>
            <span className="reconcile__amount">
              {money(item.typed.amount, item.typed.currency)}
              {labels.per}
            </span>
          </dd>
        </div>
        <div className="reconcile__side">
          <dt>{originText(item.imported)}</dt>
          <dd>
            <span className="reconcile__name">{item.imported.name}</span>
            <span className="reconcile__amount">
              {money(item.imported.amount, item.imported.currency)}
              {labels.per}
            </span>
          </dd>
        </div>
      </dl>
      <RadioGroup
        id={`reconcile-choice-${item.id}`}
        label={`Which should we count for ‘${item.typed.name}’?`}
        value={choice}
        onChange={setChoice}
        options={CHOICES}
        validate={(value) => (value === '' ? 'Choose which figure to count' : null)}
        forceShowError={tried}
      />
      {error && (
        <p role="alert" className="reconcile__error">
          {error}
        </p>
      )}
      <Button onClick={() => void save()} disabled={saving} aria-describedby={headingId}>
        {saving ? 'Saving…' : 'Save this choice'}
      </Button>
    </div>
  );
});
