import { flowResult } from 'mobx';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ModuleStatus } from '../../../../src/identity/adapters/http/identity.contract.js';
import { useStores } from '../../app/store-context';
import type { ModuleStepItem } from '../ui/module-layout/module-steps';
import {
  backPath,
  flowStepItems,
  furthestReachablePath,
  isFlowStepReachable,
  nextPath,
  shouldStoreStep,
  type ModuleFlowDefinition,
} from './module-flow-rules';

export interface ModuleFlowState {
  /** False until GET /module-status has answered: render a spinner, decide nothing yet. */
  ready: boolean;
  status: ModuleStatus;
  steps: ModuleStepItem[];
  /** Set when the page may not be opened yet: `<Navigate to={redirectTo} replace />`. */
  redirectTo: string | null;
  backTo: string;
  /** Stores the next step (so it is reachable) and goes there; call after this page's data is saved. */
  goNext: () => void;
}

/**
 * One step page of a setup module: loads the module statuses once, stores the step when the resident reaches it
 * further than before, and says where Back and "Save and continue" lead. `index` is the step's position in
 * `flow.steps`; the completed page uses `flow.steps.length`.
 */
export function useModuleFlow(flow: ModuleFlowDefinition, index: number): ModuleFlowState {
  const { modules } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ready = modules.loaded;

  useEffect(() => {
    if (!modules.loaded) void flowResult(modules.load());
  }, [modules]);

  const status = modules.status(flow.module);
  const reachable = isFlowStepReachable(flow, status, index);
  const isStepPage = index < flow.steps.length;

  useEffect(() => {
    // A lost save only means resuming one step earlier next time: nothing to tell the resident.
    if (ready && reachable && isStepPage && shouldStoreStep(modules.status(flow.module), index)) {
      flowResult(modules.saveProgress(flow.module, index)).catch(() => undefined);
    }
  }, [ready, reachable, isStepPage, modules, flow.module, index]);

  const goNext = useCallback(() => {
    const next = index + 1;
    if (shouldStoreStep(modules.status(flow.module), next)) {
      flowResult(modules.saveProgress(flow.module, next)).catch(() => undefined);
    }
    navigate(nextPath(flow, index));
  }, [modules, flow, index, navigate]);

  return {
    ready,
    status,
    steps: flowStepItems(flow, status, pathname),
    redirectTo: ready && !reachable ? furthestReachablePath(flow, status, index) : null,
    backTo: backPath(flow, index),
    goNext,
  };
}
