import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { QUIZ_PATH } from '../quiz-paths';
import '../quiz.css';

/** /fin-lit-quiz/error: the quiz's text could not be loaded; try again, or go home. */
export const QuizErrorPage = observer(function QuizErrorPage() {
  usePageTitle('The quiz is not available');
  const { quiz } = useStores();
  const navigate = useNavigate();
  const retry = async () => {
    await flowResult(quiz.load());
    if (quiz.loadState === 'loaded') navigate(QUIZ_PATH.preface);
  };
  return (
    <div className="container container--sm page quiz quiz-error">
      <AlertIcon size={40} className="quiz-error__icon" />
      <h1 className="quiz__title">We couldn't load the quiz</h1>
      <p className="lead">This is usually brief. Check your connection and try again in a moment.</p>
      <div className="button-row button-row--center">
        <Button onClick={() => void retry()} disabled={quiz.loadState === 'loading'}>
          Try again
        </Button>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </div>
  );
});
