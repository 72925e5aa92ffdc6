import { useId } from 'react';
import type { QuizQuestion } from '../../../../src/quiz/adapters/http/quiz.contract.js';
import { selectionError, selectionHint, toggleOption } from '../../../../src/quiz/domain/quiz-scoring.js';
import { FieldError, RadioGroup, SelectField } from '../../shared/ui/fields';

export interface QuizQuestionFieldProps {
  question: QuizQuestion;
  chosen: number[];
  onChange: (chosen: number[]) => void;
  /** Next was pressed on an incomplete answer: show why. */
  revealed: boolean;
}

/** One question as its variant asks: radio cards, a dropdown, or checkbox cards with 'Select only 3'. */
export function QuizQuestionField({ question, chosen, onChange, revealed }: QuizQuestionFieldProps) {
  const error = revealed ? selectionError(question, chosen) : null;
  const options = question.options.map((option, index) => ({ value: String(index), label: option.answer }));
  if (question.selectVariant === 'single-select') {
    return (
      <RadioGroup
        id="quiz-answer"
        label={question.question}
        value={chosen.length === 1 ? String(chosen[0]) : ''}
        onChange={(value) => onChange([Number(value)])}
        options={options}
        error={error}
      />
    );
  }
  if (question.selectVariant === 'dropdown') {
    return (
      <SelectField
        id="quiz-answer"
        label={question.question}
        value={chosen.length === 1 ? String(chosen[0]) : ''}
        onChange={(value) => onChange([Number(value)])}
        options={options}
        error={error}
        placeholder="Choose an answer"
      />
    );
  }
  return <MultiSelect question={question} chosen={chosen} onChange={onChange} error={error} />;
}

function MultiSelect({ question, chosen, onChange, error }: { question: QuizQuestion; chosen: number[]; onChange: (chosen: number[]) => void; error: string | null }) {
  const id = useId();
  const hint = selectionHint(question);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={['field', 'choice-group', error && 'field--invalid'].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className="field__label">{question.question}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choice-group__options">
        {question.options.map((option, index) => {
          const optionId = index === 0 ? 'quiz-answer' : `${id}-${index}`;
          return (
            <label key={index} className="choice" htmlFor={optionId}>
              <input
                id={optionId}
                type="checkbox"
                className="choice__input"
                checked={chosen.includes(index)}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(toggleOption(question, chosen, index))}
              />
              <span className="choice__text">
                <span className="choice__label">{option.answer}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}
