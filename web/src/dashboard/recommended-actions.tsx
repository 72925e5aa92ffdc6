import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../app/store-context';
import { Button } from '../shared/ui/button';
import { CheckCircleIcon, ChevronRightIcon } from '../shared/ui/icons';
import { actionView } from './recommended-action-labels';

/** The recommended actions (spec 2 §4), most urgent first, each with its way to act and 'Mark as done'. */
export const RecommendedActions = observer(function RecommendedActions() {
  const { dashboard } = useStores();
  const keys = dashboard.actionKeys;
  // The pressed button leaves with its action: focus goes to the list's heading, not lost to the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const markDone = (key: string) => {
    void flowResult(dashboard.markDone(key));
    headingRef.current?.focus();
  };
  return (
    <section className="card dashboard__actions" aria-labelledby="recommended-actions-heading">
      <h2 id="recommended-actions-heading" className="card__title" tabIndex={-1} ref={headingRef}>
        Recommended actions
      </h2>
      <div aria-live="polite" className="dashboard__live">
        {dashboard.actionError && <p className="dashboard__error">{dashboard.actionError}</p>}
      </div>
      {keys.length === 0 ? (
        <p className="dashboard__empty">
          <CheckCircleIcon size={22} className="dashboard__empty-icon" />
          Nothing to do right now. We will suggest the next step when your finances change.
        </p>
      ) : (
        <ol className="action-list">
          {keys.map((key) => {
            const action = actionView(key);
            return (
              <li key={key} className="action-list__item">
                <h3 className="action-list__title">{action.title}</h3>
                <p className="action-list__why">{action.why}</p>
                <div className="action-list__buttons">
                  <Link className="action-list__link" to={action.href}>
                    {action.linkText}
                    <ChevronRightIcon size={18} />
                  </Link>
                  <Button
                    variant="secondary"
                    className="action-list__done"
                    disabled={dashboard.completing.has(key)}
                    aria-label={`Mark as done: ${action.title}`}
                    onClick={() => markDone(key)}
                  >
                    Mark as done
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
