import { useState } from 'react';
import type { TargetsResponse } from '../../../../src/targets/adapters/http/targets.contract.js';
import { Button } from '../../shared/ui/button';
import { InfoIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/modal';
import { targetMoney } from '../target-format';

export const AVAILABLE_FUNDS_INFO = 'This includes your cash savings and fixed deposits that can be quickly withdrawn in cash.';

/** The available funds and what is not yet allocated, with the info modal of spec 3 §2. */
export function AvailableFundsCard({ overview }: { overview: Pick<TargetsResponse, 'availableFunds' | 'unallocatedSavings'> }) {
  const [info, setInfo] = useState(false);
  return (
    <div className="card targets__stat">
      <p className="targets__stat-label">
        Available funds
        <button type="button" className="icon-button targets__info" onClick={() => setInfo(true)}>
          <InfoIcon size={18} />
          <span className="sr-only">What are available funds?</span>
        </button>
      </p>
      <p className="targets__stat-value">{targetMoney(overview.availableFunds)}</p>
      <p className="text-subtle">
        {overview.unallocatedSavings > 0
          ? `${targetMoney(overview.unallocatedSavings)} not allocated to a target yet.`
          : overview.unallocatedSavings < 0
            ? `${targetMoney(-overview.unallocatedSavings)} more allocated than you have: lower an allocation.`
            : 'All allocated to your targets.'}
      </p>
      <Modal open={info} title="Available funds" onClose={() => setInfo(false)} actions={<Button onClick={() => setInfo(false)}>OK</Button>}>
        <p>{AVAILABLE_FUNDS_INFO}</p>
      </Modal>
    </div>
  );
}
