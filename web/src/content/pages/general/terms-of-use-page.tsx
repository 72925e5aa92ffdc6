import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/store-context';
import { InfoPage } from './info-page';

/** /terms-of-use (public). */
export const TermsOfUsePage = observer(function TermsOfUsePage() {
  const { config } = useStores();
  const name = config.productName;
  return (
    <InfoPage title="Terms of use" dated lead={`By using ${name}, you agree to these terms.`}>
      <h2>1. The service</h2>
      <p>
        {name} is a free tool that shows your finances and helps you plan. Its health checks, suggestions, calculators, articles and quiz are general
        information. They are not financial, tax, legal or insurance advice and do not consider everything about your situation. Check important
        decisions with a licensed adviser or the agency concerned.
      </p>
      <h2>2. Your account</h2>
      <p>
        You sign in with your own Singpass and must not let anyone else use your account. Keep your email address up to date so we can reach you
        about your account.
      </p>
      <h2>3. Figures and calculations</h2>
      <p>
        Data from Myinfo and your banks is shown as they share it, as at the date shown. Figures you enter are yours to keep correct. Projections rest
        on assumptions (growth, interest, inflation) that may not hold; we take care to get the calculations right but cannot promise they are free of
        error.
      </p>
      <h2>4. Acceptable use</h2>
      <p>
        Do not try to reach other people's data, disrupt the service, or use it for anything unlawful. If you find a security weakness, please tell us
        through Report vulnerability at the bottom of every page.
      </p>
      <h2>5. Availability and changes</h2>
      <p>
        We may pause the service for maintenance (see <Link to="/maintenance-notices">maintenance notices</Link>) and may change these terms; when we
        do, we update the date above and, for significant changes, tell you when you next log in.
      </p>
      <h2>6. Your data</h2>
      <p>
        How we handle personal data is set out in the <Link to="/privacy-policy">privacy policy</Link>; data shared through SGFinDex is also covered by
        the <Link to="/data-sharing-terms">data-sharing-scheme terms</Link>.
      </p>
      <h2>7. Law</h2>
      <p>These terms are governed by the laws of Singapore.</p>
    </InfoPage>
  );
});
