import { ButtonLink } from '../../../shared/ui/button';
import { ArticlePage } from '../../../content/articles/article-page';
import { BUDGET_CALCULATOR_PATH } from '../../../../../src/shared-kernel/access-gating.js';

/** /savings-resources/save-before-you-spend (public, spec 3 §2): the idea the budget calculator's suggestion rests on. */
export function SaveBeforeYouSpendPage() {
  return (
    <ArticlePage title="Save before you spend" minutes={2} actions={<ButtonLink to={BUDGET_CALCULATOR_PATH}>Plan your budget</ButtonLink>}>
      <p className="lead">
        Most of us spend first and save whatever is left at the end of the month, which is often nothing. Turn it around: put your savings aside the
        day your pay arrives, then spend the rest.
      </p>
      <h2>Pay yourself first</h2>
      <p>
        Decide how much you will save each month, and treat it like a bill that must be paid. A standing instruction to move it into a separate
        savings account on payday means you never see it in your spending account, and never have to decide again.
      </p>
      <h2>How much to save</h2>
      <p>
        A good aim is 10 % to 20 % of your take-home pay. Build an emergency fund of 3 to 6 months of expenses first; after that, your savings can go
        to your other targets, such as a home, a holiday or your retirement.
      </p>
      <h2>Then budget what is left</h2>
      <p>
        Your budget is your take-home income less your savings. Share it between your spending categories, with needs such as housing, food and
        transport first, and wants after. If the categories do not fit, trim the wants before you touch the savings.
      </p>
      <h2>Check it each month</h2>
      <p>
        At the end of each month, compare what you spent in each category with its budget. A category that keeps running over needs either a
        bigger budget taken from another category, or a change in how you spend.
      </p>
    </ArticlePage>
  );
}
