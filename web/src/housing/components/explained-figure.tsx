/**
 * A summary figure with "How we worked this out" (docs/decisions.md "Housing summary explained"): the figure, and a
 * disclosure, closed by default, with the arithmetic in words, the dated table row it read and that row's source.
 * Each figure is its own one-pair list so the disclosure can sit beside it (a definition list may hold only terms and
 * definitions), and the figure's value stays the only definition (what the page's tests and screen readers read).
 */
import type { Explanation } from '../../../../src/housing/domain/figure-explanations.js';
import type { PolicySource } from '../../../../src/housing/domain/policy/dated-table.js';
import { formatDisplayDate } from '../../shared/format/date-time';
import { RenderedWhenOpened } from '../../shared/ui/disclosure-content';

const FIGURE_PAIR = { display: 'grid', gap: 'var(--space-1)', margin: 0 } as const;

export interface ExplainedFigureProps {
  label: string;
  value: string;
  /** none where the page has no explanations to give (the figure alone) */
  explanation?: Explanation;
  /** further explanations under their own titles (each grant under the grants' total) */
  parts?: ReadonlyArray<{ title: string; explanation: Explanation }>;
}

export function ExplainedFigure({ label, value, explanation, parts = [] }: ExplainedFigureProps) {
  return (
    <div className="plan-figure explained-figure">
      {/* Laid out here, not in a stylesheet: pages that show the figures without explanations (no stylesheet of ours) get the same card. */}
      <dl style={FIGURE_PAIR}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </dl>
      {explanation && <HowWorkedOut label={label} explanation={explanation} parts={parts} />}
    </div>
  );
}

/**
 * The disclosure alone, for a figure shown another way (a table row, a chart). Its text is rendered once it is first
 * opened: a plan summary has dozens of them, closed, and rendering them all made its first paint wait on a slow phone
 * (docs/decisions.md "Housing summary explained").
 */
export function HowWorkedOut({ label, explanation, parts = [] }: { label: string; explanation: Explanation; parts?: ExplainedFigureProps['parts'] }) {
  return (
    <RenderedWhenOpened
      className="explained-figure__how"
      summary={
        <>
          How we worked this out<span className="sr-only">: {label}</span>
        </>
      }
    >
      <ExplanationText explanation={explanation} />
      {parts.map((part) => (
        <div key={part.title} className="explained-figure__part">
          <p className="explained-figure__part-title">{part.title}</p>
          <ExplanationText explanation={part.explanation} />
        </div>
      ))}
    </RenderedWhenOpened>
  );
}

function ExplanationText({ explanation }: { explanation: Explanation }) {
  return (
    <>
      <p className="explained-figure__rule">{explanation.rule}</p>
      {explanation.row && <p className="explained-figure__row">Table used: {explanation.row}</p>}
      {explanation.source && <SourceLine source={explanation.source} />}
    </>
  );
}

export function SourceLine({ source }: { source: PolicySource }) {
  return (
    <p className="explained-figure__source">
      Source: {source.publisher},{' '}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noreferrer">
          {source.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        source.title
      )}{' '}
      (checked {formatDisplayDate(source.checkedOn)}).
      {source.toConfirm && <span className="explained-figure__confirm"> To confirm: {source.toConfirm}</span>}
    </p>
  );
}
