import { ExternalLink } from '../../../shared/ui/button';
import { ArticlePage } from '../../articles/article-page';

/** /investment-resources/get-financial-advice (spec 3 §2). */
export function GetFinancialAdvicePage() {
  return (
    <ArticlePage title="Get financial advice" minutes={3}>
      <p className="lead">
        A good adviser can help you choose investments and insurance that fit your goals. Know what to ask, and what the advice costs you.
      </p>
      <h2>When advice helps</h2>
      <ul>
        <li>You are choosing between investment or insurance products you do not fully understand.</li>
        <li>A big change is coming: a home, a child, a new job, retirement.</li>
        <li>You want a second opinion on a plan you already have.</li>
      </ul>
      <h2>Check the adviser</h2>
      <p>
        Representatives of banks, insurers and financial advisory firms must be registered with MAS. Look them up on the{' '}
        <ExternalLink href="https://eservices.mas.gov.sg/fid">MAS Financial Institutions Directory</ExternalLink> before your first meeting.
      </p>
      <h2>Questions to ask</h2>
      <ul>
        <li>How are you paid: by fee, by commission on what I buy, or both?</li>
        <li>What are all the charges of this product, each year and if I leave early?</li>
        <li>What could I lose, and how easily can I get my money out?</li>
        <li>Why does this suit me better than a simpler, cheaper option?</li>
      </ul>
      <h2>Get it in writing</h2>
      <p>
        The adviser should understand your goals, income, commitments and tolerance for risk before recommending anything, and explain why in
        writing. You can take the papers home and decide later: a good adviser will not rush you. Many life insurance policies also give you a short
        free-look period to cancel after you buy.
      </p>
    </ArticlePage>
  );
}
