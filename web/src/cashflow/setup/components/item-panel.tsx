import type { FormEvent, ReactNode, RefObject } from 'react';
import { useFormReveal } from '../../../shared/forms/use-form-reveal';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';

export interface ItemPanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Every field passes: Save adds the item; otherwise Save reveals the errors and focuses the first (spec 1 §5). */
  valid: boolean;
  onSave: () => void;
  /** The field to focus on opening (spec 2 §2: the category when it is empty). */
  initialFocusId?: string;
  saveLabel?: string;
  children: (revealed: boolean) => ReactNode;
}

/**
 * An entry panel: a dialog with its own form (outside the step page's form, so Enter here saves the item, not the
 * page) and Save / Cancel. The item goes into the page's list; the page's "Save and continue" stores the list.
 */
export function ItemPanel({ open, title, onClose, initialFocusId, ...form }: ItemPanelProps) {
  const focusRef: RefObject<HTMLElement | null> = {
    get current() {
      return initialFocusId ? document.getElementById(initialFocusId) : null;
    },
  };
  return (
    <Modal open={open} onClose={onClose} title={title} initialFocusRef={initialFocusId ? focusRef : undefined}>
      <PanelForm {...form} onClose={onClose} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so each opening starts with no errors revealed. */
function PanelForm({ valid, onSave, onClose, saveLabel = 'Save', children }: Pick<ItemPanelProps, 'valid' | 'onSave' | 'onClose' | 'saveLabel' | 'children'>) {
  const { formRef, revealed, reveal } = useFormReveal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSave();
    else reveal();
  };
  return (
    <form ref={formRef} className="item-panel" noValidate onSubmit={submit}>
      {children(revealed)}
      <div className="item-panel__actions">
        <Button type="submit" aria-disabled={!valid || undefined}>
          {saveLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
