import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ModuleLayout } from '../ui/module-layout/module-layout';
import { Spinner } from '../ui/spinner';
import type { ModuleFlowDefinition } from './module-flow-rules';
import { useModuleFlow, type ModuleFlowState } from './use-module-flow';
import { useEditHost, type EditHost } from '../ui/module-layout/edit-host';
import { useStores } from '../../app/store-context';

export interface ModuleFlowStepProps {
  flow: ModuleFlowDefinition;
  index: number;
  /** The page, usually a `ModuleFrame` with `backTo={state.backTo}` whose submit saves and calls `state.goNext()`. */
  children: (state: ModuleFlowState) => ReactNode;
}

/** A setup module's step page in the module step-page layout (spec 1 §2), with the flow rules of `useModuleFlow`. */
export const ModuleFlowStep = observer(function ModuleFlowStep({ flow, index, children }: ModuleFlowStepProps) {
  const host = useEditHost();
  if (host) return <EditOutsideFlow flow={flow} host={host}>{children}</EditOutsideFlow>;
  return <StepInFlow flow={flow} index={index}>{children}</StepInFlow>;
});

/** The step opened from the dashboard: its page alone, no step list; 'next' means saved, back to the area page. */
const EditOutsideFlow = observer(function EditOutsideFlow({ flow, host, children }: { flow: ModuleFlowDefinition; host: EditHost; children: ModuleFlowStepProps['children'] }) {
  const { modules } = useStores();
  const state: ModuleFlowState = { ready: true, status: modules.status(flow.module), steps: [], redirectTo: null, backTo: host.backTo, goNext: host.onSaved };
  return <div className="container container--md page module-edit">{children(state)}</div>;
});

const StepInFlow = observer(function StepInFlow({ flow, index, children }: ModuleFlowStepProps) {
  const state = useModuleFlow(flow, index);
  if (!state.ready) return <ModuleFlowLoading />;
  if (state.redirectTo) return <Navigate to={state.redirectTo} replace />;
  return (
    <ModuleLayout moduleName={flow.moduleName} homeTo={flow.homePath} steps={state.steps}>
      {children(state)}
    </ModuleLayout>
  );
});

export function ModuleFlowLoading() {
  return (
    <div className="container page module-flow__loading" role="status">
      <Spinner size="lg" />
      <span>Loading your progress…</span>
    </div>
  );
}
