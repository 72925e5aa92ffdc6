import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/store-context';
import { InfoPage } from './info-page';

/** /privacy-policy (public): what the service keeps, why, for how long, and the resident's choices. */
export const PrivacyPolicyPage = observer(function PrivacyPolicyPage() {
  const { config } = useStores();
  const name = config.productName;
  return (
    <InfoPage title="Privacy policy" dated lead={`How ${name} collects, uses and protects your personal data.`}>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>When you log in with Singpass:</strong> an identifier for your account, and your NRIC kept only as a one-way code so we can match the
          data you bring in to you. We never store your NRIC in readable form.
        </li>
        <li>
          <strong>From Myinfo, if you consent:</strong> your name, date of birth, sex, marital status and residential status, and, if you choose, your
          CPF balances, notice of assessment and HDB ownership.
        </li>
        <li>
          <strong>From SGFinDex, if you consent:</strong> the accounts, deposits, loans, cards and investments of the banks you select.
        </li>
        <li>
          <strong>What you enter:</strong> income, expenses, assets, liabilities, targets and plans, your email address and your preferences.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to show your finances back to you, work out your health check and plans, and send the emails you asked for (such as verifying your
        email address, or the newsletter if you turn it on). We do not sell or rent your data, and we do not use it for advertising.
      </p>
      <h2>Analytics</h2>
      <p>
        Page analytics are off unless you turn them on in Settings. When on, we record which pages you visit and what you search for on this site,
        to improve it; turning them off stops that at once.
      </p>
      <h2>Cookies and your browser</h2>
      <p>
        One cookie keeps you signed in. It cannot be read by scripts on the page, is sent only to this site, and ends when you log out or stay idle
        too long. The <Link to="/expense-manager">expense manager</Link> and the <Link to="/fin-lit-quiz">quiz</Link> keep what you enter in your own
        browser and never send it to us; you can clear it from those pages.
      </p>
      <h2>How long we keep it</h2>
      <p>
        For as long as you have an account. When you delete your account, it is closed at once and everything in it is permanently deleted after 30
        days, unless you log in again before then to keep it.
      </p>
      <h2>How we protect it</h2>
      <p>
        Data is encrypted in transit, every request is checked against your own account, and access to our systems is limited to the people who run
        them. Data from Myinfo and SGFinDex is retrieved only with a consent you give each time.
      </p>
      <h2>Your choices</h2>
      <ul>
        <li>See and correct your details on your profile.</li>
        <li>Stop sharing bank data under Settings, then Data selection.</li>
        <li>Turn analytics and the newsletter on or off in Settings.</li>
        <li>Delete your account from your profile.</li>
      </ul>
      <p>
        Questions about your data? Use the Contact us form at the bottom of every page. See also the{' '}
        <Link to="/data-sharing-terms">data-sharing-scheme terms</Link> and the <Link to="/terms-of-use">terms of use</Link>.
      </p>
    </InfoPage>
  );
});
