import type { ReactNode } from 'react';
import { CheckCircleIcon } from './icons';
import './numbered-steps.css';

export interface NumberedStep {
  key: string;
  title: string;
  /** One line saying what the step asks; optional. */
  body?: ReactNode;
  done: boolean;
}

/**
 * "What we'll ask": the numbered steps of an introduction page (onboarding, each setup module). A step already
 * done shows a tick and '(done)' in words, so the state never rests on colour alone.
 */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <ol className="numbered-steps">
      {steps.map((step, i) => (
        <li key={step.key} className={step.done ? 'numbered-steps__step numbered-steps__step--done' : 'numbered-steps__step'}>
          <span className="numbered-steps__number" aria-hidden="true">
            {step.done ? <CheckCircleIcon size={20} /> : i + 1}
          </span>
          <span>
            <span className="numbered-steps__title">
              {step.title}
              {step.done && <span className="numbered-steps__done"> (done)</span>}
            </span>
            {step.body && <span className="numbered-steps__body">{step.body}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
