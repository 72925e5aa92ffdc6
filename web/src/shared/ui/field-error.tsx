import { AlertIcon } from './icons';

/**
 * The error line under a field; its id ties it to the control with aria-describedby. A module of its own: the
 * header's search box needs it on every page, and the rest of the form kit (fields.tsx) then stays with the pages
 * that have forms instead of in the start-up file (docs/decisions.md "Web performance budget").
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field__error">
      <AlertIcon size={16} />
      {message}
    </p>
  );
}
