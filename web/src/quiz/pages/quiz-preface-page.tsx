import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ButtonLink } from '../../shared/ui/button';
import { ArrowRightIcon, InfoIcon } from '../../shared/ui/icons';
import { pointsExplained } from '../../../../src/quiz/domain/quiz-scoring.js';
import { QuizLoaded } from '../components/quiz-loaded';
import { PointsRules } from '../components/quiz-points';
import { QUIZ_PATH, questionPath } from '../quiz-paths';

/** /fin-lit-quiz (and /preface): what the quiz is, then Start, or Continue / See your results for a visitor part way. */
export const QuizPrefacePage = observer(function QuizPrefacePage() {
  usePageTitle('Financial literacy quiz');
  const { quiz } = useStores();
  return (
    <QuizLoaded>
      {(content) => {
        const answered = Object.keys(quiz.session.answers).length > 0;
        const next = quiz.session.finished
          ? { to: QUIZ_PATH.results, label: 'See your results' }
          : answered
            ? { to: questionPath(quiz.firstUnanswered + 1), label: 'Continue the quiz' }
            : { to: QUIZ_PATH.demographics, label: 'Start the quiz' };
        const points = pointsExplained(content);
        return (
          <div className="container container--md page quiz">
            <p className="eyebrow">Financial literacy quiz</p>
            <h1 className="quiz__title">{content.title}</h1>
            <p className="lead">
              {content.questions.length} quick questions on money management, investing, insurance, retirement and estate planning. See where you
              stand, earn a badge, and get tips for the questions that tripped you up.
            </p>
            <ul className="quiz__facts">
              <li>
                <strong>About 5 minutes</strong>
              </li>
              <li>
                <strong>{content.categories.length} topics</strong>
              </li>
              <li>
                <strong>{points.maximum} points in all</strong>
              </li>
              <li>
                <strong>No log-in</strong>
              </li>
            </ul>
            <PointsRules explained={points} />
            <div className="quiz__note" role="note">
              <InfoIcon size={20} />
              <p>Your answers stay in this browser tab and are never sent to us. The quiz is for learning: it is not financial advice.</p>
            </div>
            <div className="button-row">
              <ButtonLink to={next.to} size="lg">
                {next.label}
                <ArrowRightIcon size={18} />
              </ButtonLink>
            </div>
            <p className="quiz__small">
              <Link to={QUIZ_PATH.terms}>Terms and conditions</Link>
            </p>
          </div>
        );
      }}
    </QuizLoaded>
  );
});
