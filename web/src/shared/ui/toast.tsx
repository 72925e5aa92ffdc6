import type { Toast } from '../../app/ui-store';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

const LABELS = { default: 'Information', success: 'Success', error: 'Error' } as const;

/**
 * The toast stack. The live region is always in the page (a region added together with its text is often not
 * announced); it is polite so it never interrupts what a screen reader is saying.
 */
export function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className="toast-region" aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => {
        const Icon = toast.variant === 'error' ? AlertIcon : toast.variant === 'success' ? CheckCircleIcon : InfoIcon;
        return (
          <div key={toast.id} className={`toast toast--${toast.variant}${toast.leaving ? ' toast--leaving' : ''}`}>
            <Icon className="toast__icon" size={20} />
            <p className="toast__message">
              <span className="sr-only">{LABELS[toast.variant]}: </span>
              {toast.message}
            </p>
            <button type="button" className="icon-button toast__close" onClick={() => onDismiss(toast.id)}>
              <CloseIcon size={18} />
              <span className="sr-only">Dismiss message</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
