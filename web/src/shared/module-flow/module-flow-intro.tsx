import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { ModuleStatus } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ButtonLink } from '../ui/button';
import { ArrowRightIcon, InfoIcon } from '../ui/icons';
import { NumberedSteps } from '../ui/numbered-steps';
import { resumePath, startLabel, type ModuleFlowDefinition } from './module-flow-rules';
import { ModuleFlowLoading } from './module-flow-step';
import './module-flow.css';
import { FromBrowserStorage } from '../ui/browser-state';

export interface ModuleFlowIntroProps {
  flow: ModuleFlowDefinition;
  title: string;
  summary: string;
  /** '5-10 minutes' */
  estimatedTime: string;
  /** What to have at hand before starting. */
  prerequisite: ReactNode;
  /** One line per step saying what it asks. */
  stepDescriptions: readonly string[];
}

/**
 * A setup module's introduction page: what it is for, how long it takes, what to have at hand, and one button that
 * starts it or, when a step is stored, continues where the resident left off (spec 1 §4 resume path).
 */
export const ModuleFlowIntro = observer(function ModuleFlowIntro(props: ModuleFlowIntroProps) {
  const { modules } = useStores();
  useEffect(() => {
    // Always fresh here: another tab may have moved on.
    void flowResult(modules.load());
  }, [modules]);
  if (!modules.loaded) return <ModuleFlowLoading />;
  return <ModuleIntro {...props} status={modules.status(props.flow.module)} />;
});

export interface ModuleIntroProps extends ModuleFlowIntroProps {
  /** Where the resident is in the module, from wherever the module keeps it. */
  status: ModuleStatus;
  /** After the start button: e.g. the expense manager's 'Start again'. */
  extraActions?: ReactNode;
  /** Under the buttons. */
  footnote?: ReactNode;
}

/** The introduction itself, for a module whose progress is not in the module-status store. */
export function ModuleIntro({ flow, title, summary, estimatedTime, prerequisite, stepDescriptions, status, extraActions, footnote }: ModuleIntroProps) {
  usePageTitle(title, summary);
  const reached = status.completed ? flow.steps.length : (status.currentStep ?? 0);
  return (
    <div className="container container--md page module-intro">
      <p className="eyebrow">{flow.moduleName}</p>
      <h1 className="module-intro__title">{title}</h1>
      <p className="lead">{summary}</p>
      <p className="module-intro__time">
        Estimated time: <strong>{estimatedTime}</strong>
      </p>
      <div className="module-intro__advice" role="note">
        <InfoIcon size={20} />
        <div>{prerequisite}</div>
      </div>
      <h2 className="module-intro__subtitle">What we'll ask</h2>
      <NumberedSteps
        steps={flow.steps.map((step, i) => ({ key: step.subPath, title: step.label, body: stepDescriptions[i], done: i < reached }))}
      />
      <FromBrowserStorage>
        <div className="button-row">
          <ButtonLink to={resumePath(flow, status)} size="lg">
            {startLabel(status, flow.startText)}
            <ArrowRightIcon size={18} />
          </ButtonLink>
          {extraActions}
        </div>
      </FromBrowserStorage>
      {footnote}
    </div>
  );
}
