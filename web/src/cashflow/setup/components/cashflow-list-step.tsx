import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { usePageTitle } from '../../../app/layout/page-title';
import { useStores } from '../../../app/store-context';
import { useLeavePageWarning } from '../../../app/leave-page/use-leave-page-warning';
import type { ModuleFlowDefinition } from '../../../shared/module-flow/module-flow-rules';
import { ModuleFlowStep } from '../../../shared/module-flow/module-flow-step';
import { Button } from '../../../shared/ui/button';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { Spinner } from '../../../shared/ui/spinner';
import { ServerErrorNote } from '../../server-error-note';
import { CASHFLOW_FLOW } from '../cashflow-flow';
import { saveErrorText } from '../save-errors';
import { ItemList, type ItemRow } from './item-list';
import '../cashflow-setup.css';

export interface CashflowListStepProps<T extends { id: string }> {
  /** The module the step belongs to: the cashflow setup, or the budget calculator's first step. */
  flow?: ModuleFlowDefinition;
  index: number;
  title: string;
  subtitle: ReactNode;
  /** the store has answered GET /finances */
  ready: boolean;
  loadFailed: boolean;
  items: readonly T[];
  dirty: boolean;
  row: (item: T) => ItemRow;
  /** 'Add an income' */
  addLabel: string;
  emptyText: string;
  onAdd: () => void;
  onEdit: (item: T) => void;
  onRemove: (item: T) => void;
  /** Stores the list; rejects with the API error. */
  save: () => Promise<void>;
  /** Beside the list: e.g. the monthly total. */
  summary?: ReactNode;
  /** The entry panels (dialogs), rendered outside the page's form. */
  panels: ReactNode;
}

/**
 * One cashflow setup step (spec 2 §2): the items entered with edit and remove, an Add button opening the entry
 * panel, Back and 'Save and continue' (which stores the synced list and moves on). Unsaved changes ask before
 * leaving (spec 1 §4 "Leaving a page").
 */
export const CashflowListStep = observer(function CashflowListStep<T extends { id: string }>(props: CashflowListStepProps<T>) {
  usePageTitle(props.title);
  const { cashflow } = useStores();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leave = useLeavePageWarning(props.dirty && !busy);
  return (
    <ModuleFlowStep flow={props.flow ?? CASHFLOW_FLOW} index={props.index}>
      {(flow) => (
        <>
          <ModuleFrame
            title={props.title}
            subtitle={props.subtitle}
            backTo={flow.backTo}
            continueLabel="Save and continue"
            busy={busy}
            status={busy ? 'Saving…' : ''}
            onSubmit={() => {
              setBusy(true);
              setError(null);
              props.save().then(
                () => {
                  leave.allowLeaving();
                  setBusy(false);
                  flow.goNext();
                },
                (e: unknown) => {
                  setBusy(false);
                  setError(saveErrorText(e));
                },
              );
            }}
          >
            {!props.ready ? (
              props.loadFailed ? (
                <p className="lead">We couldn't load what you entered before. Reload the page to try again.</p>
              ) : (
                <p role="status" className="cashflow-step__loading">
                  <Spinner /> Loading…
                </p>
              )
            ) : (
              <div className="cashflow-step">
                <ItemList
                  items={props.items}
                  row={(item) => ({ ...props.row(item), origin: cashflow.origins[item.id] })}
                  emptyText={props.emptyText}
                  onEdit={props.onEdit}
                  onRemove={props.onRemove}
                />
                <div className="cashflow-step__add">
                  <Button variant="secondary" onClick={props.onAdd}>
                    + {props.addLabel}
                  </Button>
                </div>
                {props.summary}
                <ServerErrorNote message={error} />
              </div>
            )}
          </ModuleFrame>
          {props.panels}
          {leave.modal}
        </>
      )}
    </ModuleFlowStep>
  );
}) as <T extends { id: string }>(props: CashflowListStepProps<T>) => ReactNode;
