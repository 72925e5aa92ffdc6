import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';

/** Spec 1 §9: modal transitions take 400 ms. */
const TRANSITION_MS = 400;

export interface ModalProps {
  open: boolean;
  /** Asked to close (Esc, backdrop, close button); the caller decides by setting `open`. */
  onClose: () => void;
  /** The heading; it also labels the dialog. */
  title: string;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  closeOnEsc?: boolean;
  closeOnBackdrop?: boolean;
  showCloseButton?: boolean;
  /** Element to focus when opened; otherwise the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

function transitionMs(): number {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : TRANSITION_MS;
}

/**
 * A modal dialog on the native <dialog> element: `showModal()` makes the rest of the page inert (the focus trap)
 * and puts the dialog in the top layer. Focus goes back to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  closeOnEsc = true,
  closeOnBackdrop = true,
  showCloseButton = true,
  initialFocusRef,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (open) {
      setMounted(true);
      setClosing(false);
    }
  }, [open]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !mounted) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      initialFocusRef?.current?.focus();
      return;
    }
    if (!open && dialog.open) {
      setClosing(true);
      const timer = window.setTimeout(() => {
        dialog.close();
        setMounted(false);
        setClosing(false);
        const opener = openerRef.current;
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      }, transitionMs());
      return () => window.clearTimeout(timer);
    }
  }, [open, mounted, initialFocusRef]);

  if (!mounted) return null;

  return (
    <dialog
      ref={dialogRef}
      className={`modal${closing ? ' modal--closing' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Esc: we close through `open` so the exit transition and focus return always run.
        event.preventDefault();
        if (closeOnEsc) onClose();
      }}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog box fills the <dialog>'s content area, so a click on the element itself is on the backdrop.
        if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__box">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {showCloseButton && (
            <button type="button" className="icon-button modal__close" onClick={onClose}>
              <CloseIcon />
              <span className="sr-only">Close</span>
            </button>
          )}
        </div>
        {children && <div className="modal__body">{children}</div>}
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
