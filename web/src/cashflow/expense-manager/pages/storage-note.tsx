import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/store-context';
import { AlertIcon } from '../../../shared/ui/icons';

/** Shown only when the browser would not keep the figures (storage off or full): they go with the page. */
export const StorageNote = observer(function StorageNote() {
  const { expenseManager } = useStores();
  if (expenseManager.persisted) return null;
  return (
    <div className="module-banner" role="note">
      <AlertIcon size={20} className="module-banner__icon" />
      <p>Your browser is not letting us keep your figures, so they will be gone when you close or reload this page.</p>
    </div>
  );
});
