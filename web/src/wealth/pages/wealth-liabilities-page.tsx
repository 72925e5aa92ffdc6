import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageTitle } from '../../app/layout/page-title';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { saveErrorText } from '../../cashflow/setup/save-errors';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ModuleFlowLoading, ModuleFlowStep, type ModuleFlowState } from '../../shared/module-flow';
import { hasChanges, newLocalId } from '../../shared/synced-list';
import { Button } from '../../shared/ui/button';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { LIABILITY_CATEGORY_LABELS, planLiabilitySync, type LiabilityDraft } from '../liability-sync';
import { focusSoon } from '../focus-soon';
import { useWealth } from '../use-wealth';
import { WEALTH_FLOW, WEALTH_STEP } from '../wealth-flow';
import type { WealthStore } from '../wealth-store';
import { sgdEquivalent } from '../wealth-totals';
import { CashflowFirstBanner } from '../components/cashflow-first-banner';
import { LiabilityPanel } from '../components/liability-panel';
import { WealthItemList } from '../components/wealth-item-list';
import { WealthLoadFailed } from '../components/wealth-load-failed';
import { HomeLinkOffers } from '../components/home-link-offers';
import { homeLinkKey, homeLinkOffers, homeOfLiability, type HomeLinkOffer } from '../home-link';

import { ItemPanel } from '../../cashflow/setup/components/item-panel';
import { LoanFields } from '../../cashflow/setup/components/loan-fields';
import { loanOfLiability, loanPrefillFor } from '../../cashflow/setup/loan-links';
import { loanFromForm, type LoanForm } from '../../cashflow/setup/loan-rules';
import { useSetupData } from '../../cashflow/setup/use-setup-data';
import '../wealth.css';
import '../../cashflow/setup/cashflow-setup.css';

/** /wealth/liabilities: what the resident still owes (spec 2 §3 "Liability"), saved with 'Save and continue'. */
export const WealthLiabilitiesPage = observer(function WealthLiabilitiesPage() {
  usePageTitle('Your liabilities');
  const data = useWealth();
  return (
    <ModuleFlowStep flow={WEALTH_FLOW} index={WEALTH_STEP.liabilities}>
      {(flow) =>
        data.loadFailed ? (
          <WealthLoadFailed flow={flow} />
        ) : !data.ready ? (
          <ModuleFlowLoading />
        ) : (
          <LiabilitiesForm flow={flow} wealth={data.wealth} currencies={data.currencies} />
        )
      }
    </ModuleFlowStep>
  );
});

/** The panel on screen; `seq` gives each opening a fresh form. */
type PanelState = { editing?: LiabilityDraft; open: boolean; seq: number } | null;

const LiabilitiesForm = observer(function LiabilitiesForm({ flow, wealth, currencies }: { flow: ModuleFlowState; wealth: WealthStore; currencies: string[] }) {
  const [drafts, setDrafts] = useState<LiabilityDraft[]>(() => wealth.liabilities.map((l) => ({ ...l })));
  const [panel, setPanel] = useState<PanelState>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const dirty = hasChanges(planLiabilitySync(wealth.liabilities, drafts));
  const leavePage = useLeavePageWarning(dirty);
  const rates = wealth.fxRates;
  // Enter once (cashflow/setup/loan-links.ts): a liability not yet repaid by a loan repayment is offered one.
  const setup = useSetupData();
  const loans = setup.cashflow.loanItems;
  const [repaying, setRepaying] = useState<{ liabilityId: string; localId: string; form: LoanForm; open: boolean; seq: number } | null>(null);
  const repayment = repaying ? loanFromForm(repaying.form, setup.rates, repaying.localId, repaying.liabilityId) : null;
  /** The liability's server id, saving the page's liabilities first when it was just added here; null when that failed. */
  const savedIdOf = async (draft: LiabilityDraft): Promise<string | null> => {
    setServerError(null);
    let liabilityId = draft.id;
    if (!wealth.liabilities.some((l) => l.id === draft.id)) {
      // A liability just added here is saved first, so the repayment can name it.
      setBusy(true);
      try {
        const before = new Set(wealth.liabilities.map((l) => l.id));
        const added = drafts.filter((d) => !before.has(d.id));
        await flowResult(wealth.saveLiabilities(drafts));
        // The store answers new liabilities in the order they were added: each local id gets its server id.
        const created = wealth.liabilities.filter((l) => !before.has(l.id));
        const serverId = new Map(added.map((d, i) => [d.id, created[i]?.id ?? d.id]));
        setDrafts(drafts.map((d) => ({ ...d, id: serverId.get(d.id) ?? d.id })));
        liabilityId = serverId.get(draft.id) ?? draft.id;
      } catch (error) {
        setServerError(saveErrorText(error));
        return null;
      } finally {
        setBusy(false);
      }
    }
    return liabilityId;
  };
  const offerRepayment = async (draft: LiabilityDraft) => {
    const liabilityId = await savedIdOf(draft);
    if (liabilityId === null) return;
    setRepaying((r) => ({ liabilityId, localId: newLocalId(), form: { ...loanPrefillFor(draft) }, open: true, seq: (r?.seq ?? 0) + 1 }));
  };

  // "Is this the mortgage on this home?" for a mortgage added here while a home exists (docs/decisions.md "Links and feeds").
  const [openedWith] = useState<ReadonlySet<string>>(() => new Set(wealth.liabilities.map((l) => l.id)));
  const [declined, setDeclined] = useState<ReadonlySet<string>>(() => new Set());
  const homes = wealth.assets.property.map((home) => ({ id: home.id, name: home.name, securedLiabilityId: home.property?.securedLiabilityId ?? null }));
  const offers = homeLinkOffers(homes, drafts, new Set(drafts.filter((d) => !openedWith.has(d.id)).map((d) => d.id)), declined);
  const linkHome = async (offer: HomeLinkOffer) => {
    const draft = drafts.find((d) => d.id === offer.mortgageId);
    const liabilityId = draft ? await savedIdOf(draft) : null;
    if (liabilityId === null) return;
    setBusy(true);
    try {
      await flowResult(wealth.linkHome(liabilityId, offer.homeId));
      setStatus(`${offer.mortgageName} is now the mortgage on ${offer.homeName}: your net worth without your home leaves both out.`);
    } catch (error) {
      setServerError(saveErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const declineLink = (offer: HomeLinkOffer) => setDeclined((keys) => new Set([...keys, homeLinkKey(offer.homeId, offer.mortgageId)]));
  const saveRepayment = async () => {
    if (!repayment) return;
    setRepaying((r) => (r ? { ...r, open: false } : r));
    try {
      await flowResult(setup.cashflow.syncLoanRepayments([...loans, repayment]));
      setStatus(`${repayment.name}'s monthly repayment added to your cashflow.`);
    } catch (error) {
      setServerError(saveErrorText(error));
    }
  };

  const openPanel = (editing?: LiabilityDraft) => setPanel((p) => ({ editing, open: true, seq: (p?.seq ?? 0) + 1 }));
  const closePanel = () => setPanel((p) => (p ? { ...p, open: false } : p));

  const put = (draft: LiabilityDraft) => {
    setDrafts((all) => (all.some((d) => d.id === draft.id) ? all.map((d) => (d.id === draft.id ? draft : d)) : [...all, draft]));
    setStatus(`${draft.name} ${panel?.editing ? 'updated' : 'added'}. Your changes are saved when you continue.`);
    closePanel();
  };

  const save = async () => {
    setBusy(true);
    setServerError(null);
    try {
      await flowResult(wealth.saveLiabilities(drafts));
      leavePage.allowLeaving();
      flow.goNext();
    } catch (error) {
      setBusy(false);
      setDrafts((all) => wealth.withServerIds(all));
      setServerError(saveErrorText(error));
    }
  };

  return (
    <>
      <CashflowFirstBanner />
      <ModuleFrame
        title="Your liabilities"
        subtitle="Add what you still owe: home loans, car and study loans, personal loans and card balances."
        backTo={flow.backTo}
        continueLabel="Save and continue"
        onSubmit={() => void save()}
        busy={busy}
        status={busy ? 'Saving your liabilities…' : status}
      >
        <section className="wealth-group" aria-label="Liabilities">
          <WealthItemList
            rows={drafts.map((d) => {
              const sgd = sgdEquivalent(d.amount, d.ccy, rates);
              return {
                id: d.id,
                name: d.name,
                detail: [LIABILITY_CATEGORY_LABELS[d.category], ...homeNote(homeOfLiability(d.id, homes)?.name), ...linkedNote(loanOfLiability(d, loans)?.name)].join(' · '),
                amount: formatMoney(d.amount as Cents, d.ccy),
                amountSgd: sgd === null ? null : `About ${formatMoney(sgd as Cents)}`,
                origin: wealth.origins[d.id],
              };
            })}
            emptyText="Nothing added yet. If you owe nothing, just continue."
            onEdit={(id) => openPanel(drafts.find((d) => d.id === id))}
            onRemove={(id) => {
              const name = drafts.find((d) => d.id === id)?.name ?? 'Item';
              setDrafts((all) => all.filter((d) => d.id !== id));
              setStatus(`${name} removed. Your changes are saved when you continue.`);
              focusSoon('wealth-add-liability');
            }}
          />
          <Button id="wealth-add-liability" variant="secondary" className="wealth-group__add" onClick={() => openPanel()}>
            Add liability
          </Button>
        </section>
        <HomeLinkOffers offers={offers} busy={busy} onLink={(offer) => void linkHome(offer)} onDecline={declineLink} />
        {setup.ready && drafts.some((d) => !loanOfLiability(d, loans)) && (
          <section className="loan-offers" aria-labelledby="repayment-offers-heading">
            <h2 id="repayment-offers-heading" className="loan-offers__title">
              Monthly repayments
            </h2>
            <p className="loan-offers__lead">Your cashflow counts what you repay each month. Add it once here and it appears in your cashflow.</p>
            <ul className="loan-offers__list">
              {drafts
                .filter((d) => !loanOfLiability(d, loans))
                .map((d) => (
                  <li key={d.id} className="loan-offers__item">
                    <span>Do you repay {d.name} each month?</span>
                    <Button variant="secondary" disabled={busy} onClick={() => void offerRepayment(d)}>
                      Add the repayment of {d.name}
                    </Button>
                  </li>
                ))}
            </ul>
          </section>
        )}
        <ServerErrorNote message={serverError} />
      </ModuleFrame>
      {panel && (
        <LiabilityPanel
          key={panel.seq}
          open={panel.open}
          editing={panel.editing}
          currencies={currencies}
          rates={rates}
          onSave={put}
          onClose={closePanel}
        />
      )}
      {repaying && (
        <ItemPanel
          key={repaying.seq}
          open={repaying.open}
          title="Add the monthly repayment"
          onClose={() => setRepaying((r) => (r ? { ...r, open: false } : r))}
          valid={repayment !== null}
          onSave={() => void saveRepayment()}
          initialFocusId="loan-name"
        >
          {(revealed) => (
            <LoanFields
              form={repaying.form}
              set={(patch) => setRepaying((r) => (r ? { ...r, form: { ...r.form, ...patch } } : r))}
              revealed={revealed}
              rates={setup.rates}
              currencies={setup.currencies}
            />
          )}
        </ItemPanel>
      )}
      {leavePage.modal}
    </>
  );
});

/** The row's note of the home the liability is the mortgage on. */
function homeNote(homeName: string | undefined): string[] {
  return homeName === undefined ? [] : [`the mortgage on ${homeName}`];
}

/** The row's note of the loan repayment that repays the liability. */
function linkedNote(loanName: string | undefined): string[] {
  return loanName === undefined ? [] : [`repaid by “${loanName}” in your cashflow`];
}
