import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { QuizContent } from '../../../../src/quiz/adapters/http/quiz.contract.js';
import { useStores } from '../../app/store-context';
import { Spinner } from '../../shared/ui/spinner';
import { QUIZ_PATH } from '../quiz-paths';
import '../quiz.css';

/** A quiz page once the quiz's text is here: a spinner while it loads, the quiz's error page if it cannot. */
export const QuizLoaded = observer(function QuizLoaded({ children }: { children: (content: QuizContent) => ReactNode }) {
  const { quiz } = useStores();
  useEffect(() => {
    void flowResult(quiz.load());
  }, [quiz]);
  if (quiz.loadState === 'failed') return <Navigate to={QUIZ_PATH.error} replace />;
  if (!quiz.content) {
    return (
      <div className="container page quiz__loading" role="status">
        <Spinner size="lg" />
        <span>Loading the quiz…</span>
      </div>
    );
  }
  return <>{children(quiz.content)}</>;
});
