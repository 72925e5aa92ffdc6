import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../shared/ui/icons';

interface NavDropdownProps {
  /** What the button shows. */
  label: ReactNode;
  /** Accessible name when `label` is not text (the profile initial). */
  ariaLabel?: string;
  buttonClassName?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A disclosure menu for site navigation (a button with aria-expanded that shows a list of links; not an ARIA
 * `menu`, which is for application commands). Esc closes and returns focus to the button; moving focus or
 * clicking elsewhere closes; arrow keys move between the links as a convenience.
 */
export function NavDropdown({ label, ariaLabel, buttonClassName, align = 'start', children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>(`#${CSS.escape(panelId)} :is(${FOCUSABLE})`) ?? []);

  const moveFocus = (step: 1 | -1 | 'first' | 'last') => {
    const list = items();
    if (list.length === 0) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next =
      step === 'first' ? 0 : step === 'last' ? list.length - 1 : (current + step + list.length) % list.length;
    list[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() => moveFocus(event.key === 'ArrowDown' ? 'first' : 'last'));
      } else {
        moveFocus(event.key === 'ArrowDown' ? 1 : -1);
      }
    } else if (open && (event.key === 'Home' || event.key === 'End') && event.target !== buttonRef.current) {
      event.preventDefault();
      moveFocus(event.key === 'Home' ? 'first' : 'last');
    }
  };

  return (
    <div
      ref={rootRef}
      className="dropdown"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? 'nav-link nav-link--button'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDownIcon size={16} className="dropdown__chevron" />
      </button>
      <div id={panelId} className={`dropdown__panel dropdown__panel--${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
