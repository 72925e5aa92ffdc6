import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { saveErrorText } from '../../cashflow/setup/save-errors';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { formatMoney, formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { ModuleFlowLoading, ModuleFlowStep, type ModuleFlowState } from '../../shared/module-flow';
import { hasChanges } from '../../shared/synced-list';
import { Button } from '../../shared/ui/button';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { draftTotalCents, quantityText } from '../asset-form';
import { ALL_ASSET_KINDS, ASSET_GROUPS, ASSET_KIND_LABELS, quantityDecimals, type AssetGroup } from '../asset-kinds';
import { planAssetSync, toAssetDraft, type AssetDraft } from '../asset-sync';
import { cpfAccounts, cpfUpdate, showsRetirementAccount, showsSpecialAccount, singaporeToday, type CpfAccount } from '../cpf-rules';
import { focusSoon } from '../focus-soon';
import { useWealth } from '../use-wealth';
import { WEALTH_FLOW, WEALTH_STEP } from '../wealth-flow';
import { emptyByKind, type AssetDraftsByKind, type WealthStore } from '../wealth-store';
import { sgdEquivalent } from '../wealth-totals';
import type { AssetKindPath } from '../wealth.types';
import { AssetPanel } from '../components/asset-panel';
import { CashflowFirstBanner } from '../components/cashflow-first-banner';
import { CpfFields, validateCpfBalance } from '../components/cpf-fields';
import { WealthItemList, type WealthRow } from '../components/wealth-item-list';
import { WealthLoadFailed } from '../components/wealth-load-failed';
import { OriginBadge } from '../../shared/ui/origin-badge';
import { valueSourceNote } from '../property-rules';
import { homeLinkKey, homeLinkOffers, type HomeLinkOffer } from '../home-link';
import { HomeLinkOffers } from '../components/home-link-offers';
import { GrowthRateFlagSection, useGrowthRateChoices } from '../components/growth-rate-flags';
import { flaggedAssets } from '../growth-rate-flags';
import '../wealth.css';

/** Which groups the page shows, and its title: all of them in setup; a part when the dashboard opens it to edit. */
export interface AssetsPageView {
  groups?: readonly AssetGroup['id'][];
  title?: string;
  subtitle?: string;
}

const DEFAULT_VIEW = {
  title: 'Your assets',
  subtitle: 'Add what you own today. Use a recent value: what you would get if you sold it now.',
};

/** /wealth/assets: what the resident owns, grouped (spec 2 §2), saved with 'Save and continue'. */
export const WealthAssetsPage = observer(function WealthAssetsPage(view: AssetsPageView) {
  usePageTitle(view.title ?? DEFAULT_VIEW.title);
  const data = useWealth();
  return (
    <ModuleFlowStep flow={WEALTH_FLOW} index={WEALTH_STEP.assets}>
      {(flow) =>
        data.loadFailed ? (
          <WealthLoadFailed flow={flow} />
        ) : !data.ready ? (
          <ModuleFlowLoading />
        ) : (
          <AssetsForm flow={flow} wealth={data.wealth} currencies={data.currencies} view={view} />
        )
      }
    </ModuleFlowStep>
  );
});

function draftsOf(wealth: WealthStore): AssetDraftsByKind {
  const byKind = emptyByKind<AssetDraft>();
  for (const kind of ALL_ASSET_KINDS) byKind[kind] = wealth.assets[kind].map((a) => toAssetDraft(kind, a));
  return byKind;
}

function cpfTextOf(wealth: WealthStore): Record<CpfAccount, string> {
  const text = (cents: number | undefined) => (cents ? formatMoneyInput(cents as Cents) : '');
  const cpf = wealth.cpfAsset;
  return { oa: text(cpf?.oa), sa: text(cpf?.sa), ma: text(cpf?.ma), ra: text(cpf?.ra) };
}

function cpfCents(text: Record<CpfAccount, string>): Record<CpfAccount, number> {
  const cents = (t: string) => {
    const parsed = parseMoneyInput(t);
    return t.trim() !== '' && parsed.ok ? parsed.cents : 0;
  };
  return { oa: cents(text.oa), sa: cents(text.sa), ma: cents(text.ma), ra: cents(text.ra) };
}

/** The panel on screen; `seq` gives each opening a fresh form. */
type PanelState = { kind: AssetKindPath; editing?: AssetDraft; open: boolean; seq: number } | null;

const AssetsForm = observer(function AssetsForm({ flow, wealth, currencies, view }: { flow: ModuleFlowState; wealth: WealthStore; currencies: string[]; view: AssetsPageView }) {
  const groups = view.groups ? ASSET_GROUPS.filter((group) => view.groups!.includes(group.id)) : ASSET_GROUPS;
  const { identity, dataImport } = useStores();
  const [drafts, setDrafts] = useState<AssetDraftsByKind>(() => draftsOf(wealth));
  const [cpf, setCpf] = useState<Record<CpfAccount, string>>(() => cpfTextOf(wealth));
  const [panel, setPanel] = useState<PanelState>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // "Is this the mortgage on this home?" for a home added here (docs/decisions.md "Links and feeds").
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const [declined, setDeclined] = useState<ReadonlySet<string>>(() => new Set());
  const { formRef, revealed, reveal } = useFormReveal();
  const withRa = showsRetirementAccount(identity.user?.dob ?? null, singaporeToday());
  const withSa = showsSpecialAccount(identity.user?.dob ?? null, singaporeToday(), wealth.cpfAsset?.sa ?? 0);
  const cpfBody = cpfUpdate(wealth.cpfAsset, cpfCents(cpf), withRa, withSa);
  const dirty = cpfBody !== null || ALL_ASSET_KINDS.some((k) => hasChanges(planAssetSync(k, wealth.assets[k], drafts[k])));
  const leavePage = useLeavePageWarning(dirty);
  const cpfValid = cpfAccounts(withRa, withSa).every((a) => validateCpfBalance(cpf[a]) === null);
  const rates = wealth.fxRates;

  const openPanel = (kind: AssetKindPath, editing?: AssetDraft) => setPanel((p) => ({ kind, editing, open: true, seq: (p?.seq ?? 0) + 1 }));
  const closePanel = () => setPanel((p) => (p ? { ...p, open: false } : p));

  const putDraft = (kind: AssetKindPath, draft: AssetDraft) => {
    setDrafts((all) => {
      const next = { ...all };
      // An unsaved item may change type (stock to gold): it moves to the other kind's list.
      for (const k of ALL_ASSET_KINDS) if (k !== kind) next[k] = next[k].filter((d) => d.id !== draft.id);
      const exists = next[kind].some((d) => d.id === draft.id);
      next[kind] = exists ? next[kind].map((d) => (d.id === draft.id ? draft : d)) : [...next[kind], draft];
      return next;
    });
    setStatus(`${draft.name} ${panel?.editing ? 'updated' : 'added'}. Your changes are saved when you continue.`);
    if (!panel?.editing) setAdded((ids) => new Set([...ids, draft.id]));
    closePanel();
  };

  const homes = drafts.property.map((d) => ({ id: d.id, name: d.name, securedLiabilityId: d.property?.securedLiabilityId ?? null }));
  const offers = homeLinkOffers(homes, wealth.liabilities, added, declined);
  const linkHome = (offer: HomeLinkOffer) => {
    setDrafts((all) => ({ ...all, property: all.property.map((d) => (d.id === offer.homeId && d.property ? { ...d, property: { ...d.property, securedLiabilityId: offer.mortgageId } } : d)) }));
    setStatus(`${offer.mortgageName} is the mortgage on ${offer.homeName}. Your changes are saved when you continue.`);
  };
  const declineLink = (offer: HomeLinkOffer) => setDeclined((keys) => new Set([...keys, homeLinkKey(offer.homeId, offer.mortgageId)]));
  const loanName = (id: string | null | undefined) => wealth.liabilities.find((l) => l.id === id)?.name;
  // Implausible growth rates (docs/decisions.md "Links and feeds"): chosen one at a time, saved at once, so only
  // while the page has no unsaved edit (the page's copy is then read again).
  const growth = useGrowthRateChoices(async () => {
    await flowResult(wealth.load());
    setDrafts(draftsOf(wealth));
  });
  const shownKinds = groups.flatMap((group) => group.kinds);
  const flagged = flaggedAssets(Object.fromEntries(shownKinds.map((kind) => [kind, wealth.assets[kind]])), wealth.origins, dataImport.bankData?.fpdata ?? null, growth.kept);
  const flaggedIds = new Set(flagged.map((item) => item.asset.id));
  const needsBankRecord = flagged.some((item) => item.sourceName !== null) && dataImport.bankData === null && dataImport.bankDataStatus !== 'working';
  useEffect(() => {
    // Where an imported rate is saved is in the bank record (the PATCH /apim/... call of its account or holding).
    if (needsBankRecord) void flowResult(dataImport.loadBankData());
  }, [needsBankRecord, dataImport]);

  const remove = (kind: AssetKindPath, id: string) => {
    const name = drafts[kind].find((d) => d.id === id)?.name ?? 'Item';
    setDrafts((all) => ({ ...all, [kind]: all[kind].filter((d) => d.id !== id) }));
    setStatus(`${name} removed. Your changes are saved when you continue.`);
  };

  const save = async () => {
    setBusy(true);
    setServerError(null);
    try {
      await flowResult(wealth.saveAssets(drafts));
      if (cpfBody) await flowResult(wealth.saveCpf(cpfBody));
      leavePage.allowLeaving();
      flow.goNext();
    } catch (error) {
      setBusy(false);
      // Items created before the failure now have server ids: keep editing those, not new copies.
      setDrafts((all) => {
        const next = { ...all };
        for (const k of ALL_ASSET_KINDS) next[k] = wealth.withServerIds(all[k]);
        return next;
      });
      setServerError(saveErrorText(error));
    }
  };

  const rowsOf = (group: AssetGroup): WealthRow[] =>
    group.kinds.flatMap((kind) =>
      drafts[kind].map((d) => {
        const total = draftTotalCents(d);
        const sgd = sgdEquivalent(total, d.currency, rates);
        const how =
          d.enterOption === 'UNIT_PRICE' && d.quantity !== null && d.unitPrice !== null
            ? ` · ${quantityText(d.quantity, quantityDecimals(kind))}${kind === 'gold' ? ' oz' : ' units'} at ${formatMoney(d.unitPrice as Cents, d.currency)}`
            : '';
        // Stored items say when their value was last saved (spec 2 §3 lastUpdatedAt): a prompt to keep it current.
        const stored = wealth.assets[kind].find((a) => a.id === d.id);
        const updated = stored ? ` · updated ${formatDisplayDate(stored.lastUpdatedAt)}` : '';
        // A home shows the resident's share and where its value came from (decisions.md "The home as an asset").
        const mortgage = loanName(d.property?.securedLiabilityId);
        const home = d.property
          ? ` · your share ${d.property.ownershipShare} %` + (stored?.property ? ` · ${valueSourceNote(stored.property, formatDisplayDate)}` : '') + (mortgage ? ` · its loan: ${mortgage}` : '')
          : '';
        return {
          id: d.id,
          name: d.name,
          detail: `${ASSET_KIND_LABELS[kind]}${how}${home}${updated}${flaggedIds.has(d.id) ? ' · growth rate to check' : ''}`,
          amount: formatMoney(total as Cents, d.currency),
          amountSgd: sgd === null ? null : `About ${formatMoney(sgd as Cents)}`,
          origin: wealth.origins[d.id],
        };
      }),
    );

  const kindOfId = (group: AssetGroup, id: string) => group.kinds.find((k) => drafts[k].some((d) => d.id === id))!;

  return (
    <>
      <CashflowFirstBanner />
      <ModuleFrame
        title={view.title ?? DEFAULT_VIEW.title}
        subtitle={view.subtitle ?? DEFAULT_VIEW.subtitle}
        backTo={flow.backTo}
        continueLabel="Save and continue"
        onSubmit={() => void save()}
        continueBlocked={!cpfValid}
        onBlockedContinue={reveal}
        busy={busy}
        status={busy ? 'Saving your assets…' : status}
        formRef={formRef}
      >
        <GrowthRateFlagSection
          items={flagged}
          busy={growth.busy || busy}
          status={growth.status}
          error={growth.error}
          blockedText={dirty ? 'Save your changes first, then choose here.' : null}
          onUseDefault={(item) => void growth.useDefault(item)}
          onKeep={growth.keep}
        />
        <div className="wealth-groups">
          {groups.map((group) => (
            <section key={group.id} className="wealth-group" aria-labelledby={`wealth-group-${group.id}`}>
              <h2 id={`wealth-group-${group.id}`} className="wealth-group__title">
                {group.title}
              </h2>
              <p className="wealth-group__description">{group.description}</p>
              {group.id === 'cpf' ? (
                <>
                  <OriginBadge origin={wealth.cpfAsset ? wealth.origins[wealth.cpfAsset.id] : null} />
                  <CpfFields values={cpf} withRa={withRa} withSa={withSa} revealed={revealed} onChange={(account, value) => setCpf((c) => ({ ...c, [account]: value }))} />
                </>
              ) : (
                <>
                  <WealthItemList
                    rows={rowsOf(group)}
                    emptyText="Nothing added yet."
                    onEdit={(id) => {
                      const kind = kindOfId(group, id);
                      openPanel(kind, drafts[kind].find((d) => d.id === id));
                    }}
                    onRemove={(id) => {
                      remove(kindOfId(group, id), id);
                      focusSoon(`wealth-add-${group.id}`);
                    }}
                  />
                  <Button id={`wealth-add-${group.id}`} variant="secondary" className="wealth-group__add" onClick={() => openPanel(group.kinds[0]!)}>
                    {group.addLabel}
                  </Button>
                </>
              )}
            </section>
          ))}
        </div>
        <HomeLinkOffers offers={offers} busy={busy} onLink={linkHome} onDecline={declineLink} />
        <ServerErrorNote message={serverError} />
      </ModuleFrame>
      {panel && (
        <AssetPanel
          key={panel.seq}
          open={panel.open}
          kind={panel.kind}
          editing={panel.editing}
          currencies={currencies}
          rates={rates}
          onSave={putDraft}
          onClose={closePanel}
          liabilities={wealth.liabilities}
          storedProperty={panel.editing ? wealth.assets[panel.kind].find((a) => a.id === panel.editing!.id)?.property ?? null : null}
        />
      )}
      {leavePage.modal}
    </>
  );
});
