import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { ModuleLayout } from '../ui/module-layout/module-layout';
import { shouldRecordCompletion, type ModuleFlowDefinition } from './module-flow-rules';
import { ModuleFlowLoading } from './module-flow-step';
import { useModuleFlow } from './use-module-flow';

/**
 * A setup module's completed page: reachable once the last step was saved; on arrival it records the completion
 * (spec 1 §4: last-completed set, step cleared). The children show the summary and the final button.
 */
export const ModuleFlowCompleted = observer(function ModuleFlowCompleted({ flow, children }: { flow: ModuleFlowDefinition; children: ReactNode }) {
  const { modules } = useStores();
  const state = useModuleFlow(flow, flow.steps.length);
  const recorded = useRef(false);
  const mayRecord = state.ready && !state.redirectTo;
  useEffect(() => {
    if (!mayRecord || recorded.current) return;
    recorded.current = true;
    // The API client reports a failure; the page stays, and the next visit tries again.
    if (shouldRecordCompletion(modules.status(flow.module))) flowResult(modules.complete(flow.module)).catch(() => undefined);
  }, [mayRecord, modules, flow.module]);
  if (!state.ready) return <ModuleFlowLoading />;
  if (state.redirectTo) return <Navigate to={state.redirectTo} replace />;
  return (
    <ModuleLayout moduleName={flow.moduleName} homeTo={flow.homePath} steps={state.steps}>
      {children}
    </ModuleLayout>
  );
});
