import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ButtonLink } from '../../shared/ui/button';
import { ArrowLeftIcon } from '../../shared/ui/icons';
import { QUIZ_PATH } from '../quiz-paths';
import '../quiz.css';

/** /fin-lit-quiz/terms-and-conditions: the quiz's terms, and the giveaway of the 2024 promotion (closed). */
export function QuizTermsPage() {
  usePageTitle('Quiz terms and conditions');
  const { config } = useStores();
  return (
    <div className="container container--md page quiz quiz-terms">
      <p className="eyebrow">Financial literacy quiz</p>
      <h1 className="quiz__title">Terms and conditions</h1>
      <h2>Using the quiz</h2>
      <ol>
        <li>The quiz is free and open to everyone. You do not need to log in to take it.</li>
        <li>
          The quiz, its results and its tips are general information to help you learn. They are not financial advice and do not take your own
          circumstances into account.
        </li>
        <li>
          Your answers, and anything you tell us about yourself, stay in your browser tab. {config.productName} does not receive or keep them, and
          they are gone when you close the tab.
        </li>
        <li>We may change the questions, badges and tips from time to time.</li>
      </ol>
      <h2>The 2024 giveaway</h2>
      <p>
        The giveaway promoted with the quiz ran from 1 October 2024 to 31 December 2024 and has closed. No further entries are accepted, and taking
        the quiz now does not enter you into any draw.
      </p>
      <div className="button-row">
        <ButtonLink to={QUIZ_PATH.preface} variant="secondary">
          <ArrowLeftIcon size={18} />
          Back to the quiz
        </ButtonLink>
      </div>
    </div>
  );
}
