import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { GuideItem } from '../../../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import { usePageTitle } from '../../../app/layout/page-title';
import { useStores } from '../../../app/store-context';
import { Checkbox } from '../../../shared/ui/fields';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { doneBy, figureTicks, GUIDE_STEPS, guideProgress, progressSave, type GuideStep } from '../../guide/guide-steps';
import { readinessFiguresOf } from '../../readiness/readiness-figures';
import { InsuranceList } from './insurance-list';
import './investing-guide.css';

const MODULE = 'INVESTING_FOR_BEGINNERS';

/**
 * /investment-resources/investing-for-beginners (spec 3 §2): the guide as a checklist. The resident ticks a step
 * (POST /investing-for-beginners/guide, kept across sign-ins); a step the resident's figures already prove is ticked
 * from them and says so. The "get insured" step holds the insurance list. Behind its lockout page (the gate).
 */
export const InvestingGuidePage = observer(function InvestingGuidePage() {
  usePageTitle('Investing for beginners');
  const { investing, dashboard, modules } = useStores();
  const { hash } = useLocation();

  useEffect(() => {
    void flowResult(investing.load());
    void flowResult(dashboard.loadFinances());
    if (!modules.loaded) void flowResult(modules.load());
  }, [investing, dashboard, modules]);

  const figuresKnown = dashboard.financesStatus === 'loaded' && dashboard.finances !== null && dashboard.rates !== null;
  const figures = figuresKnown ? readinessFiguresOf(dashboard.finances!, dashboard.rates!, investing.insurance).figures : null;
  const ticks = figureTicks(figures);
  const progress = guideProgress(investing.guide, ticks);
  const settled = investing.loaded && !investing.loadFailed && (figuresKnown || dashboard.financesStatus === 'failed') && modules.loaded;

  // Module progress (spec 1 §4): the first step not done, or complete once every step is.
  const save = settled ? progressSave(progress, modules.status(MODULE)) : null;
  useEffect(() => {
    if (!save) return;
    const done = save.kind === 'complete' ? flowResult(modules.complete(MODULE)) : flowResult(modules.saveProgress(MODULE, save.step));
    // A lost save only means the progress is recorded on the next visit.
    done.catch(() => undefined);
  }, [save?.kind, save?.kind === 'progress' ? save.step : null, modules]); // eslint-disable-line react-hooks/exhaustive-deps

  // The insurance notice links to '#get-insured': scroll there once the steps are on the page.
  useEffect(() => {
    if (investing.loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [investing.loaded, hash]);

  if (!investing.loaded) {
    return (
      <div className="container page investing-guide">
        <h1>Investing for beginners</h1>
        <p role="status">
          <Spinner /> Loading your guide…
        </p>
      </div>
    );
  }

  return (
    <div className="container page investing-guide">
      <p className="eyebrow">Investments</p>
      <h1>Investing for beginners</h1>
      <p className="lead">
        Work through these steps before you put money into investments. Tick each step when you have done it; steps your figures
        already show are ticked for you.
      </p>
      <div className="investing-guide__progress">
        <p id="guide-progress-label">
          <strong>
            {progress.done} of {progress.total} steps done
          </strong>
          {progress.complete && ': you have worked through the whole guide.'}
        </p>
        <progress max={progress.total} value={progress.done} aria-labelledby="guide-progress-label" />
      </div>
      {investing.loadFailed && (
        <p className="notice-banner notice-banner--error" role="alert">
          We couldn&apos;t load the steps you ticked. Please reload the page to try again.
        </p>
      )}
      {dashboard.financesStatus === 'failed' && (
        <p className="notice-banner notice-banner--info">We couldn&apos;t load your figures just now, so no step is ticked from them.</p>
      )}
      <ol className="guide-steps">
        {GUIDE_STEPS.map((step, index) => (
          <GuideStepItem key={step.item} step={step} number={index + 1} proof={ticks[step.item] ?? null} />
        ))}
      </ol>
      <p className="investing-guide__next">
        Not sure where you stand? <Link to="/investment-resources/readiness-assessment">Take the readiness assessment</Link> to check your
        figures against the rules of thumb.
      </p>
    </div>
  );
});

const GuideStepItem = observer(function GuideStepItem({ step, number, proof }: { step: GuideStep; number: number; proof: string | null }) {
  const { investing } = useStores();
  const [error, setError] = useState<string | null>(null);
  // The tick shows at once; the server's answer then replaces it (or a failure puts it back, with a message).
  const [pending, setPending] = useState<boolean | null>(null);
  const by = doneBy(step.item, investing.guide, proof === null ? {} : { [step.item]: proof });
  const headingId = `${step.anchor}-heading`;

  const tick = async (item: GuideItem, completed: boolean) => {
    setError(null);
    setPending(completed);
    try {
      await flowResult(investing.setItem(item, completed));
    } catch {
      setError("We couldn't save that. Please try again.");
    } finally {
      setPending(null);
    }
  };
  const ticked = pending ?? by === 'RESIDENT';

  return (
    <li id={step.anchor} className={['guide-step', by !== null && 'guide-step--done'].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className="guide-step__head">
        <span className="guide-step__marker" aria-hidden="true">
          {by !== null ? <CheckCircleIcon size={28} /> : number}
        </span>
        <h2 id={headingId} className="guide-step__title">
          <span className="sr-only">Step {number}: </span>
          {step.title}
          {by !== null && <span className="sr-only"> (done)</span>}
        </h2>
      </div>
      <div className="guide-step__body">
        <p>{step.explanation}</p>
        <ul className="guide-step__links">
          {step.links.map((link) => (
            <li key={link.to + link.label}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        {by === 'FIGURES' ? (
          <p className="guide-step__proof">
            <CheckCircleIcon size={18} aria-hidden="true" />
            <span>
              <strong>Ticked from your figures.</strong> {proof}
            </span>
          </p>
        ) : (
          <div className="guide-step__tick">
            <Checkbox
              id={`${step.anchor}-done`}
              label={
                <>
                  I&apos;ve done this<span className="sr-only"> step: {step.title}</span>
                </>
              }
              checked={ticked}
              onChange={(checked) => {
                if (pending === null) void tick(step.item, checked);
              }}
              hint={ticked ? 'Ticked by you.' : undefined}
              error={error}
            />
          </div>
        )}
        {step.item === 'GET_INSURED' && <InsuranceList />}
      </div>
    </li>
  );
});
