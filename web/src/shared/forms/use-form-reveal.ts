import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Moves focus to the first control marked invalid inside `root`, scrolling it into the middle of the screen. */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Spec 1 §5: pressing a disabled submit reveals every error and moves to the first invalid field. `reveal()`
 * sets `revealed` (pass it to each field's `forceShowError`) and, once the fields have re-rendered with their
 * errors, focuses the first invalid one. `focusInvalid()` does only the second part (after server errors).
 */
export function useFormReveal(): {
  formRef: RefObject<HTMLFormElement | null>;
  revealed: boolean;
  reveal: () => void;
  focusInvalid: () => void;
} {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const reveal = useCallback(() => {
    setRevealed(true);
    setFocusRequest((n) => n + 1);
  }, []);
  const focusInvalid = useCallback(() => setFocusRequest((n) => n + 1), []);
  return { formRef, revealed, reveal, focusInvalid };
}
