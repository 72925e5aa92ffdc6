import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { QuizContent } from '../../../../src/quiz/adapters/http/quiz.contract.js';
import { selectionError } from '../../../../src/quiz/domain/quiz-scoring.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { ArrowLeftIcon } from '../../shared/ui/icons';
import { QuizLoaded } from '../components/quiz-loaded';
import { QuizQuestionField } from '../components/quiz-question-field';
import { QUIZ_PATH, questionPath } from '../quiz-paths';

/**
 * /fin-lit-quiz/questions?n=3: one question at a time, with the browser's back button working between them. A
 * question further than the first unanswered one sends the visitor back to that one.
 */
export const QuizQuestionsPage = observer(function QuizQuestionsPage() {
  usePageTitle('Financial literacy quiz');
  return <QuizLoaded>{(content) => <QuestionStep content={content} />}</QuizLoaded>;
});

const QuestionStep = observer(function QuestionStep({ content }: { content: QuizContent }) {
  const { quiz } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [revealed, setRevealed] = useState(false);
  const total = content.questions.length;
  const asked = Number(params.get('n'));
  const number = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  // The reveal belongs to the question it was pressed on.
  useEffect(() => setRevealed(false), [number]);
  const allowed = Math.min(quiz.firstUnanswered + 1, total);
  if (number > allowed) return <Navigate to={questionPath(allowed)} replace />;
  const question = content.questions[number - 1]!;
  const chosen = quiz.session.answers[question.id] ?? [];
  const category = content.categories.find((c) => c.id === question.category)!;
  const last = number === total;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (selectionError(question, chosen) !== null) {
      setRevealed(true);
      document.getElementById('quiz-answer')?.focus();
      return;
    }
    if (!last) navigate(questionPath(number + 1));
    else if (quiz.finish()) navigate(QUIZ_PATH.results);
  };

  return (
    <div className="container container--md page quiz">
      <div className="quiz__progress">
        <p className="quiz__progress-text">
          Question {number} of {total}
        </p>
        <div className="quiz__progress-bar" role="progressbar" aria-label="Quiz progress" aria-valuemin={0} aria-valuemax={total} aria-valuenow={number}>
          <span style={{ width: `${(number / total) * 100}%` }} />
        </div>
      </div>
      <p className="eyebrow">{category.name}</p>
      <form className="quiz__form quiz__question" onSubmit={next} noValidate>
        <QuizQuestionField question={question} chosen={chosen} onChange={(answer) => quiz.choose(question.id, answer)} revealed={revealed} />
        <div className="quiz__bar">
          <ButtonLink to={number === 1 ? QUIZ_PATH.demographics : questionPath(number - 1)} variant="secondary">
            <ArrowLeftIcon size={18} />
            Back
          </ButtonLink>
          <Button type="submit">{last ? 'See my results' : 'Next'}</Button>
        </div>
      </form>
    </div>
  );
});
