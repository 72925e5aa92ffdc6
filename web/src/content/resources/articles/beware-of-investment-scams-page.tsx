import { ExternalLink } from '../../../shared/ui/button';
import { ArticlePage } from '../../articles/article-page';

/** /investment-resources/beware-of-investment-scams (spec 3 §2), where the anti-scam notification leads. */
export function BewareOfInvestmentScamsPage() {
  return (
    <ArticlePage title="Beware of investment scams" minutes={3}>
      <p className="lead">
        Investment scams take billions from people every year, often through a friendly voice, a polished app or a trusted-looking face. The signs are
        the same every time: learn them, and you can walk away.
      </p>
      <h2>The warning signs</h2>
      <ul>
        <li>
          <strong>High returns with little or no risk.</strong> No real investment promises both. If it sounds too good to be true, it is.
        </li>
        <li>
          <strong>Pressure to decide now.</strong> A limited-time offer, a secret opportunity, or a friend you met online urging you on.
        </li>
        <li>
          <strong>Early winnings, then more money to withdraw.</strong> Scammers let you see profits, then ask for fees or taxes before you can take them
          out.
        </li>
        <li>
          <strong>Unlicensed sellers.</strong> Offers through social media, chat groups or apps outside the official app stores, from people who cannot
          show a licence.
        </li>
        <li>
          <strong>Payments to personal accounts</strong> or in cryptocurrency, gift cards or overseas transfers.
        </li>
      </ul>
      <h2>Before you invest</h2>
      <ul>
        <li>
          Check that the company is licensed on the <ExternalLink href="https://eservices.mas.gov.sg/fid">MAS Financial Institutions Directory</ExternalLink>{' '}
          and not on the MAS Investor Alert List.
        </li>
        <li>Call the company on a number from its official website, not one given in the message.</li>
        <li>Take your time, and talk it over with someone you trust.</li>
      </ul>
      <h2>If you think you have been scammed</h2>
      <p>
        Stop paying at once, call your bank to freeze your accounts, and report it to the police. Check a suspicious message or call on{' '}
        <ExternalLink href="https://www.scamshield.gov.sg">ScamShield</ExternalLink>. Anyone who promises to recover your money for a fee is
        usually part of the scam.
      </p>
    </ArticlePage>
  );
}
