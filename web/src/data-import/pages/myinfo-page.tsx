import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { ShieldIcon } from '../../shared/ui/icons';
import { useConsentStart } from '../use-consent-start';
import '../data-import.css';

const WHAT_WE_RETRIEVE = [
  { title: 'Your CPF balances', body: 'Ordinary, Special and MediSave Accounts, and your Retirement Account from 55.' },
  { title: 'Your latest tax assessment', body: 'Your assessable income by source, which we show as estimated monthly income.' },
  { title: 'Your HDB flats', body: 'What is left on each housing loan and the monthly instalment.' },
  { title: 'Your basic details', body: 'Name, date of birth, sex, marital and residential status, to fill in your profile.' },
];

/** /myinfo (spec 2 §2 "Data import screens"): what Myinfo will share and why, then off to Myinfo's consent page. */
export const MyinfoPage = observer(function MyinfoPage() {
  usePageTitle('Retrieve your data with Myinfo');
  const { dataImport } = useStores();
  const { busy, error, start } = useConsentStart(() => flowResult(dataImport.startMyinfo()), 'We could not reach Myinfo just now. Please try again in a moment.');
  return (
    <div className="container container--md page data-import">
      <p className="eyebrow">Myinfo</p>
      <h1>Fill in your figures with Myinfo</h1>
      <p className="lead">Instead of typing them in, let the government share what it already knows about your money. You choose what to share on the Myinfo page.</p>
      <section className="card" aria-labelledby="retrieve-heading">
        <h2 id="retrieve-heading" className="card__title">
          What we will retrieve
        </h2>
        <ul className="data-import__list">
          {WHAT_WE_RETRIEVE.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.body}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="data-import__note" role="note">
        <ShieldIcon size={20} />
        <p>
          What you typed yourself stays as it is: retrieved figures are added beside it, marked ‘From Myinfo’. Retrieving again replaces them with
          the latest. You can remove them at any time.
        </p>
      </div>
      {error && (
        <p className="data-import__error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? 'Opening Myinfo…' : 'Retrieve with Myinfo'}
        </Button>
        <ButtonLink to="/dashboard" variant="secondary">
          Not now
        </ButtonLink>
      </div>
    </div>
  );
});
