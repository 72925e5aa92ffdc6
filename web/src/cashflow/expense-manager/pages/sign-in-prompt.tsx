import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/store-context';
import { ButtonLink } from '../../../shared/ui/button';
import { BUDGET_CALCULATOR_PATH } from '../../../../../src/shared-kernel/access-gating.js';

/**
 * Where the expense manager leads next: a visitor is invited to log in for the full planner; a signed-in resident
 * is pointed at the budget calculator, which works on the figures of their dashboard.
 */
export const SignInPrompt = observer(function SignInPrompt() {
  const { identity, config } = useStores();
  if (identity.isSignedIn) {
    return (
      <aside className="card expense-manager__next" aria-labelledby="expense-manager-next">
        <h2 id="expense-manager-next" className="card__title">
          Budget with your dashboard's figures
        </h2>
        <p>The budget calculator starts from the expenses on your dashboard and keeps your budget with your plan.</p>
        <ButtonLink to={BUDGET_CALCULATOR_PATH} variant="secondary">
          Open the budget calculator
        </ButtonLink>
      </aside>
    );
  }
  return (
    <aside className="card expense-manager__next" aria-labelledby="expense-manager-next">
      <h2 id="expense-manager-next" className="card__title">
        See your whole financial picture
      </h2>
      <p>
        Log in with Singpass to bring in your income, savings and loans from Myinfo and your banks, and plan savings targets, an emergency fund,
        a home and retirement with {config.productName}.
      </p>
      <ButtonLink to="/login" variant="secondary">
        Log in with Singpass
      </ButtonLink>
    </aside>
  );
});
