import type { ModuleFlowState } from '../../shared/module-flow';
import { ButtonLink } from '../../shared/ui/button';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';

/** GET /finances failed (the API client showed its toast): say so and offer to try again or go back. */
export function WealthLoadFailed({ flow }: { flow: ModuleFlowState }) {
  return (
    <ModuleFrame title="We couldn't load your wealth" backTo={flow.backTo} continueTo="/dashboard" continueLabel="Go to dashboard">
      <p className="lead">Your details are safe. Please reload the page to try again, or come back later.</p>
      <ButtonLink to="." reloadDocument variant="secondary">
        Reload
      </ButtonLink>
    </ModuleFrame>
  );
}
