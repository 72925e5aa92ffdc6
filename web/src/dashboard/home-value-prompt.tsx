import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { parseMoneyInput } from '../../../src/shared-kernel/money-input.js';
import { useStores } from '../app/store-context';
import { singaporeToday } from '../shared/format/date-time';
import { Button } from '../shared/ui/button';
import { MoneyInput } from '../shared/ui/fields';
import { homeLabel, unvaluedHome } from './home-value-prompt-model';

/** Where HDB publishes its median resale prices by town and flat type (each quarter). */
export const HDB_RESALE_STATISTICS = 'https://www.hdb.gov.sg/residential/buying-a-flat/resale/getting-started/resale-statistics';
export const DATA_GOV_MEDIAN_RESALE = 'https://data.gov.sg/datasets?query=Median+resale+prices+for+registered+applications+by+town+and+flat+type';

/**
 * 'What is your flat worth?' (docs/decisions.md "Imports ask before they add"): a Myinfo flat comes without a price,
 * so the dashboard asks for the resident's estimate, with where HDB publishes the median resale price of flats like
 * theirs. We show no median figure: we hold no current one (the decision says why). Renders nothing once every home
 * has a value.
 */
export const HomeValuePrompt = observer(function HomeValuePrompt() {
  const { dashboard } = useStores();
  const home = unvaluedHome(dashboard.finances);
  const [text, setText] = useState('');
  const [revealed, setRevealed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  if (!home) return null;
  const parsed = parseMoneyInput(text);
  const validate = (value: string) => {
    const result = parseMoneyInput(value);
    if (!result.ok) return result.message;
    return result.cents > 0 ? null : 'Must be more than 0';
  };
  const save = async () => {
    setRevealed(true);
    if (!parsed.ok || parsed.cents <= 0) return;
    setSaving(true);
    setError(null);
    try {
      await flowResult(dashboard.setHomeValue(home.id, parsed.cents, singaporeToday()));
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'We could not save your estimate. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="card home-value-prompt" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        What is your flat worth?
      </h2>
      <p>
        Myinfo told us about your {homeLabel(home)}, but not what it is worth. Until you add a value, your net worth leaves out the flat and the loan it
        secures, so it is not shown as negative.
      </p>
      <form
        className="home-value-prompt__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <MoneyInput
          label="Your estimate of the whole flat's value (S$)"
          value={text}
          onChange={setText}
          validate={validate}
          forceShowError={revealed}
          hint="The price flats like yours sell for now. We count your share of it."
        />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save my estimate'}
        </Button>
      </form>
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
      <p className="home-value-prompt__source">
        Not sure? HDB publishes the median resale price of each flat type in each town every quarter:{' '}
        <a href={HDB_RESALE_STATISTICS} target="_blank" rel="noreferrer">
          HDB resale statistics
        </a>{' '}
        and data.gov.sg's{' '}
        <a href={DATA_GOV_MEDIAN_RESALE} target="_blank" rel="noreferrer">
          Median resale prices for registered applications by town and flat type
        </a>
        . A median is an estimate: half of the flats sold for more, half for less.
      </p>
    </section>
  );
});
