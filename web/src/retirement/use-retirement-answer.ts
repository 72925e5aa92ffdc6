/**
 * The answer of the "How much will CPF pay me?" page as the visitor types: POST /retirement/calculate asked
 * {@link CALCULATE_DEBOUNCE_MS} after the last change, an older answer arriving late dropped, so the figures always
 * match the boxes. A 400 names its fields: the page shows each message beside its box.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RetirementCalculateResponse } from '../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { useStores } from '../app/store-context';
import { calculateRetirement } from './retirement.api';
import { answerOfServerField, requestOf, type RetirementAnswers } from './retirement-answers';

/** Long enough that a figure typed quickly is one call, short enough that the answer follows the typing. */
export const CALCULATE_DEBOUNCE_MS = 400;

export type RetirementAnswerState =
  | { status: 'incomplete'; missing: string[] }
  /** an answer fails its own rule: the box says which; the figures wait */
  | { status: 'invalid' }
  /** asked, not yet answered; the previous answer (if any) stays in view, marked as updating */
  | { status: 'loading'; previous: RetirementCalculateResponse | null }
  | { status: 'done'; response: RetirementCalculateResponse }
  /** a 400: messages by answer, and those naming no box on the page */
  | { status: 'refused'; fieldErrors: Partial<Record<keyof RetirementAnswers, string>>; otherErrors: string[] }
  | { status: 'failed'; message: string };

interface ErrorLike {
  status?: number;
  body?: { details?: ReadonlyArray<{ field: string; message: string }> } | null;
}

export function useRetirementAnswer(answers: RetirementAnswers, today: string): RetirementAnswerState {
  const { api } = useStores();
  const outcome = useMemo(() => requestOf(answers, today), [answers, today]);
  const key = outcome.kind === 'ready' ? JSON.stringify(outcome.request) : null;
  const [state, setState] = useState<RetirementAnswerState>({ status: 'incomplete', missing: [] });
  // The page's first call goes at once (answers kept in the tab open with their answer); later ones wait for a pause.
  const asked = useRef(false);
  useEffect(() => {
    if (outcome.kind !== 'ready') return;
    const wait = asked.current ? CALCULATE_DEBOUNCE_MS : 0;
    asked.current = true;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', previous: previous.status === 'done' ? previous.response : previous.status === 'loading' ? previous.previous : null }));
    const timer = setTimeout(() => {
      calculateRetirement(api, outcome.request, controller.signal).then(
        (response) => !controller.signal.aborted && setState({ status: 'done', response }),
        (error: unknown) => !controller.signal.aborted && setState(failureOf(error)),
      );
    }, wait);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The request's text is the dependency: a new object with the same answers asks nothing again.
  }, [api, key]);
  if (outcome.kind === 'incomplete') return { status: 'incomplete', missing: outcome.missing };
  if (outcome.kind === 'invalid') return { status: 'invalid' };
  return state.status === 'incomplete' || state.status === 'invalid' ? { status: 'loading', previous: null } : state;
}

function failureOf(error: unknown): RetirementAnswerState {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const details = e.status === 400 ? (e.body?.details ?? []) : [];
  if (details.length > 0) {
    const fieldErrors: Partial<Record<keyof RetirementAnswers, string>> = {};
    const otherErrors: string[] = [];
    for (const d of details) {
      const field = answerOfServerField(d.field);
      if (field) fieldErrors[field] ??= d.message;
      else otherErrors.push(d.message);
    }
    return { status: 'refused', fieldErrors, otherErrors };
  }
  if (e.status === 429) return { status: 'failed', message: 'Too many calculations in a minute: wait a moment, then change an answer to try again.' };
  return { status: 'failed', message: 'We could not work this out just now. Check your connection, then change an answer to try again.' };
}
