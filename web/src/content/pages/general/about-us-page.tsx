import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/store-context';
import { InfoPage } from './info-page';

/** /about-us (public). */
export const AboutUsPage = observer(function AboutUsPage() {
  const { config } = useStores();
  const name = config.productName;
  return (
    <InfoPage title="About us" lead={`${name} helps residents of Singapore see their whole financial picture in one place, and plan with it.`}>
      <h2>What we do</h2>
      <p>
        Sign in with Singpass, bring in your details from Myinfo and your bank accounts through SGFinDex, or type your figures in yourself. {name}{' '}
        then shows your cashflow and net worth, checks your financial health, and helps you plan: savings targets, an emergency fund, a budget, a
        home, your investments and your retirement.
      </p>
      <h2>Free and neutral</h2>
      <p>
        {name} is free to use. We do not sell financial products, earn commissions or show advertisements, so our guidance has no reason to favour
        any bank, insurer or fund.
      </p>
      <h2>Your data stays yours</h2>
      <p>
        We retrieve data from Myinfo or your banks only after you consent, use it only to show and plan your finances, and delete it when you delete
        your account. Read the <Link to="/privacy-policy">privacy policy</Link> for the details.
      </p>
      <h2>Try it without logging in</h2>
      <p>
        The <Link to="/expense-manager">expense manager</Link> and the <Link to="/fin-lit-quiz">financial literacy quiz</Link> are open to everyone,
        and keep what you enter in your browser.
      </p>
    </InfoPage>
  );
});
