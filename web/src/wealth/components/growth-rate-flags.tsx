import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatGrowthRate } from '../../../../src/cashflow-wealth/domain/investing/growth-plausibility.js';
import { useStores } from '../../app/store-context';
import { Button } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { browserStorage } from '../../investing/readiness/readiness-answers';
import { flaggedAssets, keepRate, loadKeptRates, type FlaggedAsset } from '../growth-rate-flags';
import { assetsFromFinances } from '../wealth-store';
import '../wealth.css';

/** What "use our default" says: 'Use 3.0 %' (a kind we project), 'Clear it' (cash and policies: no growth). */
const useDefaultLabel = (item: FlaggedAsset) => (item.flag.defaultRatePercent === null ? 'Clear the rate' : `Use ${formatGrowthRate(item.flag.defaultRatePercent)}`);

/** One flag: the sentence and the two choices; nothing changes until the resident picks one. */
export function GrowthRateFlagNotice({ item, busy, blockedText, onUseDefault, onKeep }: { item: FlaggedAsset; busy: boolean; blockedText?: string | null; onUseDefault: (item: FlaggedAsset) => void; onKeep: (item: FlaggedAsset) => void }) {
  const rate = formatGrowthRate(item.flag.ratePercent);
  return (
    <div className="growth-flag">
      <p className="growth-flag__text">
        <AlertIcon size={18} aria-hidden="true" />
        <span>
          <strong>{item.asset.name}: </strong>
          {item.flag.message}
        </span>
      </p>
      {blockedText ? (
        <p className="field__hint">{blockedText}</p>
      ) : (
        <span className="growth-flag__actions">
          <Button variant="secondary" disabled={busy || item.save === null} onClick={() => onUseDefault(item)} aria-label={`${useDefaultLabel(item)} for ${item.asset.name}`}>
            {useDefaultLabel(item)}
          </Button>
          <Button variant="link" disabled={busy} onClick={() => onKeep(item)} aria-label={`Keep ${rate} for ${item.asset.name}`}>
            Keep {rate}
          </Button>
        </span>
      )}
    </div>
  );
}

/**
 * The choices behind the flags (docs/decisions.md "Links and feeds"): our default is saved where the rate lives (the
 * asset, or the bank record an import derives it from); a kept rate is remembered in this browser. `onChanged` runs
 * after a save so the page reads its data again.
 */
export function useGrowthRateChoices(onChanged: () => Promise<unknown> | void) {
  const { wealth, dataImport, identity } = useStores();
  const residentId = identity.user?.id ?? '';
  const [kept, setKept] = useState(() => loadKeptRates(browserStorage(), residentId));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const useDefault = async (item: FlaggedAsset) => {
    if (!item.save) return;
    setBusy(true);
    setError(null);
    try {
      if (item.save.via === 'asset') await flowResult(wealth.saveGrowthRate(item.kind, item.asset.id, null));
      else await flowResult(dataImport.adjustBankData([{ path: item.save.path, body: { estimatedGrowthRate: null } }]));
      await onChanged();
      setStatus(`${item.asset.name} now uses our default rate.`);
    } catch {
      setError(`We could not change the rate of ${item.asset.name}. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  const keep = (item: FlaggedAsset) => {
    setKept(keepRate(browserStorage(), residentId, item.keepKey, item.flag.ratePercent));
    setStatus(`${item.asset.name} keeps ${formatGrowthRate(item.flag.ratePercent)} a year.`);
  };
  return { kept, busy, status, error, useDefault, keep };
}

/**
 * The import review's flags (/data/summary/banks): the imported assets whose rate the bank sent is implausible for
 * their kind, read from the finances the page shows and the bank record (for where to save our default).
 */
export const ImportedGrowthRateFlags = observer(function ImportedGrowthRateFlags() {
  const { dashboard, dataImport } = useStores();
  const choices = useGrowthRateChoices(() => Promise.all([flowResult(dashboard.loadFinances()), flowResult(dataImport.loadBankData())]));
  const finances = dashboard.finances;
  if (!finances) return null;
  const imported = Object.fromEntries(Object.entries(assetsFromFinances(finances)).map(([kind, list]) => [kind, list.filter((asset) => finances.origins[asset.id]?.sourceName !== 'Myinfo' && finances.origins[asset.id])]));
  const items = flaggedAssets(imported, finances.origins, dataImport.bankData?.fpdata ?? null, choices.kept);
  return (
    <GrowthRateFlagSection items={items} busy={choices.busy} status={choices.status} error={choices.error} onUseDefault={(item) => void choices.useDefault(item)} onKeep={choices.keep} />
  );
});

/** A card listing flags, with a polite status of what was chosen; nothing when there is nothing to flag and nothing said. */
export function GrowthRateFlagSection({
  items,
  busy,
  status,
  error,
  blockedText,
  onUseDefault,
  onKeep,
}: {
  items: readonly FlaggedAsset[];
  busy: boolean;
  status: string;
  error: string | null;
  blockedText?: string | null;
  onUseDefault: (item: FlaggedAsset) => void;
  onKeep: (item: FlaggedAsset) => void;
}) {
  return (
    <>
      <p className="sr-only" role="status">
        {status}
      </p>
      {items.length > 0 && (
        <section className="card growth-flags" aria-labelledby="growth-flags-heading">
          <h2 id="growth-flags-heading" className="card__title">
            Growth rates to check
          </h2>
          <p className="text-subtle">We change nothing without you: choose our default, or keep the rate you have.</p>
          <ul className="growth-flags__list">
            {items.map((item) => (
              <li key={item.asset.id}>
                <GrowthRateFlagNotice item={item} busy={busy} blockedText={blockedText} onUseDefault={onUseDefault} onKeep={onKeep} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
