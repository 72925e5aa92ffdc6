import { observer } from 'mobx-react-lite';
import { useStores } from '../app/store-context';
import { ButtonLink } from '../shared/ui/button';
import { setupSteps } from './setup-steps';

/**
 * Until both setup modules are done: the ways to enter what the health check needs (spec 1 §4 module progress),
 * each only while it is still missing (setup-steps.ts). Myinfo is read on each visit, so a record just brought
 * in takes its button away.
 */
export const SetupPrompt = observer(function SetupPrompt() {
  // The dashboard page asks for the Myinfo record with the health check and shows this once it is known.
  const { modules, dataImport } = useStores();
  // Wait for the Myinfo answer too, so its button does not flash in and out.
  if (!modules.loaded || dataImport.personStatus === 'idle' || dataImport.personStatus === 'working') return null;
  const steps = setupSteps({
    cashflowDone: modules.status('CASHFLOW').completed,
    wealthDone: modules.status('WEALTH').completed,
    myinfoRetrieved: dataImport.person !== null,
  });
  if (steps.length === 0) return null;
  return (
    <section className="card card--muted setup-prompt" aria-labelledby="setup-heading">
      <h2 id="setup-heading" className="card__title">
        Complete your dashboard
      </h2>
      <p>Your health check is only as good as what you tell us. Each setup takes about 5 to 10 minutes.</p>
      <div className="button-row">
        {steps.includes('CASHFLOW') && (
          <ButtonLink to="/cashflow/setup" variant="primary">
            Set up your cashflow
          </ButtonLink>
        )}
        {steps.includes('WEALTH') && (
          <ButtonLink to="/wealth/setup" variant={steps.includes('CASHFLOW') ? 'secondary' : 'primary'}>
            Set up your wealth
          </ButtonLink>
        )}
        {steps.includes('MYINFO') && (
          <ButtonLink to="/myinfo" variant="secondary">
            Fill in with Myinfo
          </ButtonLink>
        )}
      </div>
    </section>
  );
});
