import { observer } from 'mobx-react-lite';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { QuizContent, QuizQuestion, QuizTip } from '../../../../src/quiz/adapters/http/quiz.contract.js';
import { retirementAgeIn, yearsToRetirement } from '../../../../src/quiz/domain/quiz-demographics.js';
import { bestAnswer, pointsExplained } from '../../../../src/quiz/domain/quiz-scoring.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { QuizLoaded } from '../components/quiz-loaded';
import { QuizBadgeMark } from '../components/quiz-badge-mark';
import { PointsRules } from '../components/quiz-points';
import { QUIZ_PATH, questionPath } from '../quiz-paths';

const SINGAPORE = 'Asia/Singapore';

/** /fin-lit-quiz/results: the badge, the score by topic, and a tip for every question not answered as well as it could be. */
export const QuizResultsPage = observer(function QuizResultsPage() {
  usePageTitle('Your quiz results');
  return <QuizLoaded>{(content) => <Results content={content} />}</QuizLoaded>;
});

const Results = observer(function Results({ content }: { content: QuizContent }) {
  const { quiz, identity } = useStores();
  const navigate = useNavigate();
  // Taking it again clears the result; the page then leaves for the preface rather than redirecting to question 1.
  const [leaving, setLeaving] = useState(false);
  const result = quiz.result;
  if (leaving) return null;
  if (!result) return <Navigate to={questionPath(quiz.firstUnanswered + 1)} replace />;
  const badge = content.badges.find((b) => b.name === result.badge)!;
  const toImprove = content.questions.filter((q) => result.toImprove.includes(q.id));
  const thisYear = DateTime.now().setZone(SINGAPORE).year;
  const born = Number(quiz.session.demographics.yearOfBirth);
  const years = Number.isInteger(born) && born > 1900 ? yearsToRetirement(born, thisYear) : null;

  return (
    <div className="container container--md page quiz quiz-results">
      <p className="eyebrow">Financial literacy quiz</p>
      <h1 className="quiz__title">Your results</h1>
      <section className="card quiz-badge" aria-labelledby="quiz-badge-name">
        <QuizBadgeMark name={badge.name} />
        <div>
          <p className="quiz-badge__label">Your badge</p>
          <h2 id="quiz-badge-name" className="quiz-badge__name">
            {badge.name}
          </h2>
          <p className="quiz-badge__description">{badge.description}</p>
        </div>
      </section>

      <section aria-labelledby="quiz-score-heading">
        <h2 id="quiz-score-heading" className="quiz__heading">
          You scored {result.score} out of {result.maximum} points
        </h2>
        <PointsRules explained={pointsExplained(content)} summary />
        <ul className="quiz-scores">
          {result.categories.map((c) => (
            <li key={c.category} className="quiz-score">
              <span className="quiz-score__name">{c.name}</span>
              <span className="quiz-score__bar" aria-hidden="true">
                <span style={{ width: `${c.percent}%` }} />
              </span>
              <span className="quiz-score__value">
                {c.score} of {c.maximum}
              </span>
            </li>
          ))}
        </ul>
        {years !== null && (
          <p className="quiz__personal">
            {years > 0
              ? `Born in ${born}, you are about ${years} ${years === 1 ? 'year' : 'years'} from the statutory retirement age, which will be ${retirementAgeIn(thisYear + years)} when you reach it: a good time to check your retirement plan.`
              : `Born in ${born}, you have reached the statutory retirement age: CPF LIFE and your savings now carry your retirement.`}
          </p>
        )}
      </section>

      <section aria-labelledby="quiz-tips-heading">
        <h2 id="quiz-tips-heading" className="quiz__heading">
          {toImprove.length === 0 ? 'Every answer was the best one' : 'Tips for the questions to revisit'}
        </h2>
        {toImprove.length === 0 ? (
          <p>Well done. Put it to work: plan your monthly budget or set up your savings targets.</p>
        ) : (
          <ol className="quiz-tips">
            {toImprove.map((q) => (
              <QuestionTip key={q.id} question={q} chosen={quiz.session.answers[q.id] ?? []} />
            ))}
          </ol>
        )}
      </section>

      <section className="card quiz-next" aria-labelledby="quiz-next-heading">
        <h2 id="quiz-next-heading" className="card__title">
          Put it into practice
        </h2>
        <ul className="quiz-next__links">
          <li>
            <Link to="/expense-manager">Plan your monthly budget with the expense manager</Link>
          </li>
          <li>
            <Link to="/savings-resources/save-before-you-spend">Read: save before you spend</Link>
          </li>
          <li>
            <Link to="/investment-resources/set-reminders">Set a reminder to review your investments every 6 months</Link>
          </li>
          {!identity.isSignedIn && (
            <li>
              <Link to="/login">Log in with Singpass to plan savings targets and an emergency fund</Link>
            </li>
          )}
        </ul>
      </section>

      <div className="button-row">
        <Button
          variant="secondary"
          onClick={() => {
            setLeaving(true);
            quiz.restart();
            navigate(QUIZ_PATH.preface);
          }}
        >
          Take the quiz again
        </Button>
        <ButtonLink to="/">Done</ButtonLink>
      </div>
    </div>
  );
});

function QuestionTip({ question, chosen }: { question: QuizQuestion; chosen: number[] }) {
  const answers = (indexes: number[]) => indexes.map((i) => question.options[i]!.answer).join('; ');
  return (
    <li className="quiz-tip">
      <p className="quiz-tip__question">{question.question}</p>
      <dl className="quiz-tip__answers">
        <div>
          <dt>Your answer</dt>
          <dd>{answers(chosen)}</dd>
        </div>
        <div>
          <dt>Best answer</dt>
          <dd>{answers(bestAnswer(question))}</dd>
        </div>
      </dl>
      <Tip tip={question.tip} />
    </li>
  );
}

function Tip({ tip }: { tip: QuizTip }) {
  return (
    <div className="quiz-tip__tip">
      <p className="quiz-tip__header">{tip.header}</p>
      {'list' in tip ? (
        <ul>
          {tip.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>{tip.paragraph}</p>
      )}
    </div>
  );
}
