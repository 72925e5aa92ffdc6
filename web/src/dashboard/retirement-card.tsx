import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { AlertIcon, CheckCircleIcon, ChevronRightIcon, InfoIcon } from '../shared/ui/icons';
import { RETIREMENT_PLAN_PATH, retirementVerdict, type RetirementVerdict } from './retirement-verdict';
import { useRetirementPlan } from './use-retirement-plan';
import './retirement-card.css';

const TONES: Readonly<Record<RetirementVerdict['kind'], { tone: string; Icon: typeof CheckCircleIcon }>> = {
  'on-track': { tone: 'good', Icon: CheckCircleIcon },
  short: { tone: 'attention', Icon: AlertIcon },
  'not-available': { tone: 'unavailable', Icon: InfoIcon },
};

/**
 * /dashboard's retirement card: on track, short by so much a month, or not available yet with what to add, and CPF
 * LIFE's estimate as a range, all from GET /retirement-plan (docs/decisions.md "The retirement plan"). Shown only
 * once the dashboard's own figures are in and read after them, so it never holds up the page's first paint; until it
 * answers, grey lines of the card's height stand in. The verdict has its icon and its word, never colour alone.
 */
export const RetirementCard = observer(function RetirementCard() {
  const read = useRetirementPlan();
  const verdict = read.status === 'loading' ? null : retirementVerdict(read.status === 'loaded' ? read.answer : null);
  const view = verdict ? TONES[verdict.kind] : null;
  return (
    <section className={`card retirement-card retirement-card--${view?.tone ?? 'loading'}`} aria-labelledby="retirement-heading" aria-busy={verdict === null || undefined}>
      <h2 id="retirement-heading" className="card__title">
        Retirement
      </h2>
      {verdict === null || view === null ? (
        <div className="retirement-card__skeleton" aria-hidden="true">
          <div className="skeleton retirement-card__skeleton-pill" />
          <div className="skeleton retirement-card__skeleton-line" />
          <div className="skeleton retirement-card__skeleton-line" />
        </div>
      ) : (
        <>
          <p className={`level level--${view.tone} retirement-card__verdict`} data-testid="retirement-verdict">
            <view.Icon size={20} />
            <span>{verdict.title}</span>
          </p>
          <p className="retirement-card__text">{verdict.text}</p>
          {verdict.kind === 'not-available'
            ? verdict.add && (
                <p className="retirement-card__add">
                  <Link to={verdict.add.to}>
                    {verdict.add.text}
                    <span className="sr-only"> to add it for your retirement plan</span>
                  </Link>
                </p>
              )
            : (
                <p className="retirement-card__cpf">
                  CPF's estimate: <span className="retirement-card__range">{verdict.cpfLife.range}</span> a month from age {verdict.cpfLife.startAge}
                </p>
              )}
        </>
      )}
      <Link className="area-card__link retirement-card__link" to={RETIREMENT_PLAN_PATH}>
        See your retirement plan
        <ChevronRightIcon size={18} />
      </Link>
    </section>
  );
});
