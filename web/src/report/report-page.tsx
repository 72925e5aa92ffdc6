import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { browserStorage, loadReadinessAnswers } from '../investing/readiness/readiness-answers';
import { READINESS_PATH } from '../investing/readiness/readiness-text';
import { formatDisplayDate } from '../shared/format/date-time';
import { formatPersonName } from '../shared/format/person-name';
import { Button } from '../shared/ui/button';
import { FieldError } from '../shared/ui/fields';
import { Spinner } from '../shared/ui/spinner';
import { todayInSingapore } from '../targets/today';
import { useRetirementPlan } from '../dashboard/use-retirement-plan';
import { chosenSections, defaultReportPlan, REPORT_DISCLAIMER, REPORT_TITLE, reportFileName, reportSections, type ReportSection, type SectionId } from './report-model';
import './report.css';

const NO_PLAN = '';
export const NO_SECTION_ERROR = 'Choose at least one section for your report.';

/** The first figures of a section as the preview lists them (what the headline says already left out). */
function PreviewFigures({ section }: { section: ReportSection }) {
  const figures = section.blocks.flatMap((block) => (block.kind === 'figures' ? block.figures : []));
  const shown = figures.filter((figure) => figure.value !== '' && `${figure.label}: ${figure.value}` !== section.headline).slice(0, 4);
  if (shown.length === 0) {
    const first = section.blocks.find((block) => block.kind === 'paragraph');
    const text = figures.length > 0 ? figures.map((figure) => figure.label.replace(/^\d+\. /, '')).join(' · ') : first?.kind === 'paragraph' ? first.text : null;
    // Said once: 'Not available yet' over 'Not available yet: add …' reads as a stutter, and so does a lone action.
    const rest = text !== null && text.startsWith(`${section.headline}: `) ? text.slice(section.headline.length + 2) : text;
    if (!rest || section.headline.endsWith(rest)) return null;
    return <p className="report-section__text">{rest.charAt(0).toUpperCase() + rest.slice(1)}</p>;
  }
  return (
    <dl className="report-section__figures">
      {shown.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /report 'My financial plan' (docs/decisions.md "The financial-plan report"): what goes in the PDF, section by
 * section with its headline figures, a tick for each (all on; at least one), the housing plan to include, and
 * "Download PDF". The figures are the stores' own, loaded fresh on every visit as the dashboard does.
 */
export const ReportPage = observer(function ReportPage() {
  usePageTitle(REPORT_TITLE);
  const { identity, dashboard, targets, housing, investing, config } = useStores();
  // 'Try again' reads the retirement plan again too (use-retirement-plan.ts).
  const [attempt, setAttempt] = useState(0);
  const retirement = useRetirementPlan(attempt);
  const load = () => {
    void flowResult(dashboard.load());
    void flowResult(dashboard.loadFinances());
    void flowResult(targets.load());
    void housing.read();
    void flowResult(investing.load());
  };
  useEffect(load, [dashboard, targets, housing, investing]);

  const [unticked, setUnticked] = useState<ReadonlySet<SectionId>>(new Set());
  const [planId, setPlanId] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [buildError, setBuildError] = useState<string | null>(null);
  const [answers] = useState(() => loadReadinessAnswers(browserStorage(), identity.user?.id ?? ''));
  const firstBox = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const planFieldId = useId();

  const failed = dashboard.status === 'failed' || dashboard.financesStatus === 'failed' || targets.status === 'failed';
  // The retirement plan failing does not fail the page: its section says it is not available yet.
  const ready =
    dashboard.status === 'loaded' && dashboard.financesStatus === 'loaded' && targets.status === 'loaded' && housing.loaded && investing.loaded && retirement.status !== 'loading';
  const today = todayInSingapore();
  // Until the resident picks, the completed plan changed last.
  const chosenPlanId = planId ?? defaultReportPlan(housing.plans)?.id ?? NO_PLAN;
  const plan = housing.plans.find((p) => p.id === chosenPlanId) ?? null;
  const sections = ready
    ? reportSections({
        today,
        healthCheck: dashboard.healthCheck,
        actionKeys: dashboard.actionKeys,
        netWorth: dashboard.netWorth,
        netWorthWithoutHome: dashboard.netWorthWithoutHome,
        finances: dashboard.finances,
        rates: dashboard.rates,
        targets: targets.overview,
        retirementPlan: retirement.status === 'loaded' ? retirement.answer : null,
        housingPlan: plan,
        readinessAnswers: answers,
        insuranceList: investing.insurance,
      })
    : [];
  const ticked = new Set(sections.map((s) => s.id).filter((id) => !unticked.has(id)));
  const noneTicked = ready && ticked.size === 0;

  const toggle = (id: SectionId, on: boolean) => {
    const next = new Set(unticked);
    if (on) next.delete(id);
    else next.add(id);
    setUnticked(next);
    if (sections.every((s) => next.has(s.id))) setShowError(true);
  };

  const download = async () => {
    if (noneTicked) {
      setShowError(true);
      firstBox.current?.focus();
      return;
    }
    setBusy(true);
    setBuildError(null);
    try {
      const { downloadReport } = await import('./download-report');
      await downloadReport(
        { productName: config.productName, residentName: formatPersonName(identity.user?.name), dateText: formatDisplayDate(today), sections: chosenSections(sections, ticked) },
        reportFileName(today),
      );
    } catch {
      setBuildError("We couldn't make your PDF. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page report-page">
      <p className="eyebrow">Take it with you</p>
      <h1>{REPORT_TITLE}</h1>
      <p className="lead">
        One PDF of your whole picture to keep or to share with your family, a bank or an adviser. Choose what goes in; every amount is in S$ with where it
        came from and as of when.
      </p>
      {failed ? (
        <section className="card card--muted" aria-labelledby="report-failed-heading">
          <h2 id="report-failed-heading" className="card__title">
            We couldn't load your figures
          </h2>
          <p>Your data is safe. Please try again in a moment.</p>
          <Button
            variant="secondary"
            onClick={() => {
              load();
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </section>
      ) : !ready ? (
        <p className="report-page__loading" role="status">
          <Spinner /> Loading your figures…
        </p>
      ) : (
        <>
          {housing.plans.length > 0 && (
            <div className="field report-page__plan">
              <label className="field__label" htmlFor={planFieldId}>
                Housing plan in your report
              </label>
              <div className="field__control field__control--select">
                <select id={planFieldId} className="field__input field__select" value={chosenPlanId} onChange={(event) => setPlanId(event.target.value)}>
                  {housing.plans.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.isPlanCompleted ? p.planName : `${p.planName} (not finished)`}
                    </option>
                  ))}
                  <option value={NO_PLAN}>No housing plan</option>
                </select>
              </div>
            </div>
          )}
          <fieldset className="report-page__sections" aria-describedby={showError && noneTicked ? errorId : undefined}>
            <legend className="report-page__legend">What goes in your report</legend>
            <p className="field__hint">Every section is in unless you untick it.</p>
            {showError && noneTicked && <FieldError id={errorId} message={NO_SECTION_ERROR} />}
            <ul className="report-section-list">
              {sections.map((section, index) => {
                const id = `report-section-${section.id}`;
                return (
                  <li key={section.id} className={`card report-section${ticked.has(section.id) ? '' : ' report-section--out'}`}>
                    <div className="choice choice--checkbox">
                      <input
                        ref={index === 0 ? firstBox : undefined}
                        id={id}
                        type="checkbox"
                        className="choice__input"
                        checked={ticked.has(section.id)}
                        aria-describedby={`${id}-headline`}
                        aria-invalid={(showError && noneTicked) || undefined}
                        onChange={(event) => toggle(section.id, event.target.checked)}
                      />
                      <label className="choice__text choice__label report-section__title" htmlFor={id}>
                        {section.title}
                      </label>
                    </div>
                    <p id={`${id}-headline`} className="report-section__headline">
                      {section.headline}
                    </p>
                    <PreviewFigures section={section} />
                    {section.link && (
                      <p className="report-section__text">
                        <Link to={section.link.to}>
                          {section.link.text}
                          <span className="sr-only">: {section.title}</span>
                        </Link>
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {(!sections.some((s) => s.id === 'housing') || !sections.some((s) => s.id === 'investing')) && (
            <section className="card card--muted report-page__more" aria-labelledby="report-more-heading">
              <h2 id="report-more-heading" className="card__title">
                Not in your report yet
              </h2>
              <ul>
                {!sections.some((s) => s.id === 'housing') && (
                  <li>
                    Your housing plan: <Link to="/buying-a-house/financing-plan">make a financing plan</Link>
                    {housing.plans.length > 0 ? ' or choose one above' : ''}.
                  </li>
                )}
                {!sections.some((s) => s.id === 'investing') && (
                  <li>
                    Your readiness to invest: <Link to={READINESS_PATH}>answer the readiness assessment</Link> on this device.
                  </li>
                )}
              </ul>
            </section>
          )}
          <p className="report-page__disclaimer">{REPORT_DISCLAIMER}</p>
          <div className="button-row">
            <Button onClick={() => void download()} disabled={busy} aria-describedby={showError && noneTicked ? errorId : undefined}>
              {busy ? 'Making your PDF…' : 'Download PDF'}
            </Button>
          </div>
          <div aria-live="polite" className="report-page__live">
            {busy && (
              <p>
                <Spinner /> Making your PDF. This takes a few seconds.
              </p>
            )}
            {buildError && <FieldError id={`${errorId}-build`} message={buildError} />}
          </div>
        </>
      )}
    </div>
  );
});
