import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { IncomeOffer, MyinfoIncomeOffersResponse } from '../../../../src/data-import/adapters/http/data-import.contract.js';
import { useStores } from '../../app/store-context';
import { Button } from '../../shared/ui/button';
import { Checkbox } from '../../shared/ui/fields';

type Offers = NonNullable<MyinfoIncomeOffersResponse['data']>;

/** Why an offer is ticked or not, under its tick box. */
const REASONS: Record<IncomeOffer['reason'], string> = {
  MATCHES_TYPED: 'You entered an income of this kind: if you tick it, we ask you next which one to keep.',
  RECENT_EMPLOYMENT: 'Your pay as your latest tax assessment shows it.',
  IRREGULAR: 'Not ticked: this kind of income changes from year to year. Tick it only if it still comes in every month.',
  OLD_ASSESSMENT: 'Not ticked: this assessment is more than two years old. Tick it only if you still earn this.',
};

/**
 * 'Incomes in your tax assessment' (docs/decisions.md "Imports ask before they add"): each income Myinfo's notice of
 * assessment shows, with a tick box; none is in the cashflow until the resident confirms, and then only the ticked
 * ones. Renders nothing when the record has no notice.
 */
export const IncomeOffersStep = observer(function IncomeOffersStep() {
  const { dataImport, reconciliations } = useStores();
  const [offers, setOffers] = useState<Offers | null | undefined>(undefined);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'load-failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const show = (data: Offers | null) => {
    setOffers(data);
    setTicked(new Set((data?.offers ?? []).filter((offer) => offer.ticked).map((offer) => offer.ref)));
  };
  useEffect(() => {
    let live = true;
    dataImport.incomeOffers().then(
      (answer) => live && show(answer.data),
      () => live && setStatus('load-failed'),
    );
    return () => {
      live = false;
    };
  }, [dataImport]);

  if (status === 'load-failed') return <p role="alert">We could not load the incomes from your tax assessment just now. Please reload the page.</p>;
  if (!offers || offers.offers.length === 0) return null;
  const confirm = async () => {
    setStatus('saving');
    setError(null);
    try {
      show((await dataImport.confirmIncomeOffers([...ticked])).data);
      setStatus('saved');
      // A ticked income like one they typed now waits for their answer below.
      void flowResult(reconciliations.load());
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'We could not save your choice. Please try again.');
      setStatus('idle');
    }
  };
  const count = ticked.size;
  return (
    <section className="card income-offers" aria-labelledby="income-offers-heading">
      <h2 id="income-offers-heading" className="card__title">
        Incomes in your tax assessment
      </h2>
      <p>
        {offers.confirmed
          ? 'These are in your cashflow as you chose. You can change your choice.'
          : 'We have not added any of these to your cashflow yet. Tick the ones you still earn, then add them.'}
      </p>
      <fieldset className="income-offers__list">
        <legend className="sr-only">Incomes to add to your cashflow</legend>
        {offers.offers.map((offer) => (
          <Checkbox
            key={offer.ref}
            label={offer.text}
            hint={REASONS[offer.reason]}
            checked={ticked.has(offer.ref)}
            onChange={(checked) => {
              setStatus('idle');
              setTicked((current) => {
                const next = new Set(current);
                if (checked) next.add(offer.ref);
                else next.delete(offer.ref);
                return next;
              });
            }}
          />
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
      <div className="button-row">
        <Button onClick={() => void confirm()} disabled={status === 'saving'}>
          {count === 0 ? 'Add none of these' : count === 1 ? 'Add the ticked income' : `Add the ${count} ticked incomes`}
        </Button>
      </div>
      <p role="status" className="income-offers__status">
        {status === 'saving' ? 'Saving your choice…' : status === 'saved' ? (count === 0 ? 'Done: none of these is in your cashflow.' : `Done: ${count === 1 ? 'the ticked income is' : 'the ticked incomes are'} in your cashflow.`) : ''}
      </p>
    </section>
  );
});
