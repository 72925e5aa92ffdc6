import { ExternalLink } from '../../../shared/ui/button';
import { ArticlePage } from '../../articles/article-page';

/** /investment-resources/set-up-cdp-and-or-brokerage-account (spec 3 §2 "Investing for beginners"). */
export function SetUpCdpAccountPage() {
  return (
    <ArticlePage title="Set up a CDP and brokerage account" minutes={3}>
      <p className="lead">To buy shares, bonds or exchange-traded funds listed in Singapore, you need a brokerage account, and usually a CDP account to hold what you buy.</p>
      <h2>The CDP account</h2>
      <p>
        The Central Depository (CDP) holds securities listed on the Singapore Exchange in your own name. You can open one online with your Singpass
        if you are 18 or older, and link it to your bank account for dividends.
      </p>
      <h2>The brokerage account</h2>
      <p>A broker places your buy and sell orders. Brokers hold what you buy in one of two ways:</p>
      <ul>
        <li>
          <strong>CDP-linked:</strong> what you buy goes into your own CDP account. You receive dividends and notices directly.
        </li>
        <li>
          <strong>Custodian:</strong> the broker holds it for you. Often cheaper per trade and gives access to overseas markets, but you rely on the
          broker for dividends and corporate actions.
        </li>
      </ul>
      <h2>Before you choose</h2>
      <ul>
        <li>Compare the commission per trade, any minimum fee, and custody or platform fees.</li>
        <li>
          Check the broker is licensed on the <ExternalLink href="https://eservices.mas.gov.sg/fid">MAS Financial Institutions Directory</ExternalLink>.
        </li>
        <li>Start with an amount you can leave invested for years, after your emergency fund is in place.</li>
      </ul>
    </ArticlePage>
  );
}
