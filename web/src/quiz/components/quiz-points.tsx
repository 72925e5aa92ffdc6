import type { PointsExplained } from '../../../../src/quiz/domain/quiz-scoring.js';

/**
 * How the quiz's points work (spec 3 §5 "Quiz"), so that "out of 20" after 11 questions is not a puzzle. On the
 * preface it is a short list; beside the score it folds away under "How the points work".
 */
export function PointsRules({ explained, summary }: { explained: PointsExplained; summary?: boolean }) {
  const intro = `${explained.questions} questions, ${explained.maximum} points in all. Some questions are worth more than 1 point:`;
  const list = (
    <ul className="quiz-points__rules">
      {explained.rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
  if (summary) {
    return (
      <details className="quiz-points">
        <summary>How the points work</summary>
        <p>{intro}</p>
        {list}
      </details>
    );
  }
  return (
    <section className="quiz-points" aria-labelledby="quiz-points-heading">
      <h2 id="quiz-points-heading" className="quiz-points__heading">
        How the points work
      </h2>
      <p>{intro}</p>
      {list}
    </section>
  );
}
