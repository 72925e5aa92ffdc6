import { ButtonLink } from '../../../shared/ui/button';
import { ArticlePage } from '../../articles/article-page';

/** /loans-and-credit-resources/repay-your-loans-early (spec 3 §2 "Other resource articles"). */
export function RepayYourLoansEarlyPage() {
  return (
    <ArticlePage title="Repay your loans early" minutes={3} actions={<ButtonLink to="/expense-manager">Find room in your budget</ButtonLink>}>
      <p className="lead">
        Every month a loan stays unpaid, it charges interest. Paying it off sooner saves that interest, but not every loan is worth rushing, and not
        before you have a safety net.
      </p>
      <h2>First, keep an emergency fund</h2>
      <p>
        Put 3 to 6 months of expenses aside before you make extra repayments. Money paid into a loan is hard to get back, and without a buffer the
        next surprise bill goes on a credit card.
      </p>
      <h2>Then repay the costliest debt first</h2>
      <p>
        List your debts with their interest rates. Keep paying the minimum on all of them, and put every spare dollar on the one with the highest rate.
        When it is gone, move to the next. Credit cards and personal lines of credit often charge more than 25 % a year, far more than a home loan.
      </p>
      <h2>Check before you prepay a home or car loan</h2>
      <ul>
        <li>Some bank loans charge a fee for repaying early, especially in the first years. Ask your bank, and compare the fee with the interest saved.</li>
        <li>
          For a home loan, compare the rate with what your money could earn elsewhere. CPF savings in your Ordinary Account earn interest, and money used
          for your home must be returned to your CPF, with the interest it would have earned, if you sell.
        </li>
        <li>A car loan's interest is usually worked out at the start (a flat rate), so repaying early may save less than you think.</li>
      </ul>
      <h2>Avoid new debt while you repay</h2>
      <p>
        Pay your card bill in full each month, and think twice about buy-now-pay-later offers: small instalments add up. If repayments feel out of
        reach, speak to your bank early, or to Credit Counselling Singapore, before you miss a payment.
      </p>
    </ArticlePage>
  );
}
