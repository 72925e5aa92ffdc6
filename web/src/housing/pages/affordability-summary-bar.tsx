/**
 * The answer in short, kept in view on a phone while the resident types (docs/decisions.md "Rough edges smoothed"):
 * a bar at the bottom of the viewport with the loan they could get and the monthly instalment, and a link to the
 * full answer below the questions. Both figures are fields of the one summary the answer shows
 * (`housingPlanSummary`, docs/decisions.md "One housing engine"): nothing is worked out again here. On a wide
 * screen the answer sits beside the questions and the bar is not shown (affordability-page.css).
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { formatMoney, type Cents } from '../../shared/format/money';
import type { AffordabilityResult } from '../affordability-answers';

const m = (cents: number) => formatMoney(cents as Cents);

/** The id of the answer section the bar links to (affordability-answer.tsx). */
export const ANSWER_ID = 'afford-answer';
const ANSWER_HEADING_ID = 'afford-answer-heading';

export function AffordabilitySummaryBar({ result }: { result: AffordabilityResult }) {
  const answerInView = useAnswerInView();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Scroll and move focus to the answer's heading, without a hash in the address (the router owns it).
    event.preventDefault();
    const heading = document.getElementById(ANSWER_HEADING_ID);
    document.getElementById(ANSWER_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <aside className="affordability__bar" aria-label="Your answer in short" hidden={answerInView}>
      {result.kind === 'answer' ? (
        <dl className="affordability__bar-figures">
          <div>
            <dt>The loan you could get</dt>
            <dd data-testid="bar-loan">{m(result.summary.maxLoan)}</dd>
          </div>
          <div>
            <dt>Monthly instalment</dt>
            <dd data-testid="bar-instalment">{m(result.summary.monthlyMortgageInstalment)}</dd>
          </div>
        </dl>
      ) : (
        <p className="affordability__bar-note">{result.kind === 'incomplete' ? 'Your answer appears as you type.' : 'We cannot work this out yet.'}</p>
      )}
      <a className="affordability__bar-link" href={`#${ANSWER_ID}`} onClick={open}>
        See the full answer
      </a>
    </aside>
  );
}

/** True while the answer section is on screen: the bar then steps aside instead of covering it. */
function useAnswerInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const answer = document.getElementById(ANSWER_ID);
    if (!answer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(answer);
    return () => observer.disconnect();
  }, []);
  return inView;
}
