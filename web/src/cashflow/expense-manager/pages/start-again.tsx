import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../../app/store-context';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { stepPath } from '../../../shared/module-flow/module-flow-rules';
import { EXPENSE_MANAGER_FLOW, EXPENSE_MANAGER_STEP } from '../expense-manager-flow';

/**
 * 'Start again': after a confirmation, the figures and progress leave this browser (what a visitor on a shared
 * computer needs) and the first step opens empty. Renders nothing while there is nothing to clear.
 */
export const StartAgain = observer(function StartAgain({ size }: { size?: 'lg' }) {
  const { expenseManager } = useStores();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!expenseManager.hasFigures && !open) return null;
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)}>
        Start again
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Start again?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                expenseManager.clear();
                setOpen(false);
                navigate(stepPath(EXPENSE_MANAGER_FLOW, EXPENSE_MANAGER_STEP.expenses));
              }}
            >
              Clear my figures
            </Button>
          </>
        }
      >
        <p>This clears the expenses, take-home pay and budget you entered from this browser. You can't undo it.</p>
      </Modal>
    </>
  );
});
