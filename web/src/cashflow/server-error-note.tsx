import { AlertIcon } from '../shared/ui/icons';

/** A save the server refused (a 4xx): its message, announced, above the form's buttons. */
export function ServerErrorNote({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <div className="form-note form-note--error estimation__error" role="alert">
      <AlertIcon size={20} />
      <p>{message}</p>
    </div>
  );
}

