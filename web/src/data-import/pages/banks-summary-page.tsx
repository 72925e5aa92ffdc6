import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { asOfText } from '../../shared/format/origin';
import { formatMoney, type Cents } from '../../shared/format/money';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { bankSummary, importedBankRefs, itemCountText, providerProblems, type ProviderProblem } from '../bank-summary';
import { adjustableItems, GROUP_TITLES, type AdjustableItem } from '../bank-adjustment';
import { BankAdjustPanel } from '../components/bank-adjust-panel';
import { ReconciliationStep } from '../components/reconciliation-step';
import { ImportedGrowthRateFlags } from '../../wealth/components/growth-rate-flags';
import '../data-import.css';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/**
 * /data/summary/banks (spec 2 §2): what each bank, the depository and each insurer shared, now in cashflow and wealth,
 * and which of them did not answer in full (spec 2 §3 response statuses).
 */
export const BanksSummaryPage = observer(function BanksSummaryPage() {
  usePageTitle('Your bank data');
  const { dashboard, dataImport } = useStores();
  const [adjusting, setAdjusting] = useState<AdjustableItem | null>(null);
  useEffect(() => {
    void flowResult(dashboard.loadFinances());
    void flowResult(dataImport.loadBankData());
  }, [dashboard, dataImport]);
  const finances = dashboard.finances;
  const institutions = finances ? bankSummary(finances) : [];
  const items = dataImport.bankData && finances ? adjustableItems(dataImport.bankData.fpdata, importedBankRefs(finances)) : [];
  const problems = dataImport.bankData ? providerProblems(dataImport.bankData.fpdata) : [];
  return (
    <div className="container container--md page data-import">
      <p className="eyebrow">SGFinDex</p>
      <h1>Your bank data</h1>
      {dashboard.financesStatus === 'failed' ? (
        <p role="alert">We could not load your data just now. Please reload the page.</p>
      ) : dashboard.financesStatus !== 'loaded' ? (
        <p role="status" className="data-import__working">
          <Spinner /> Loading…
        </p>
      ) : institutions.length === 0 ? (
        <>
          <ProviderProblems problems={problems} />
          <p className="lead">{problems.length > 0 ? 'Nothing was added from your banks or insurers this time.' : 'You have not retrieved any bank data yet.'}</p>
          <ButtonLink to="/settings/data-selection/main">Choose your data sources</ButtonLink>
        </>
      ) : (
        <>
          <p className="lead">These figures are now in your cashflow and wealth, marked with the bank or insurer they came from.</p>
          <ProviderProblems problems={problems} />
          <ReconciliationStep onAnswered={() => void flowResult(dashboard.loadFinances())} />
          <ImportedGrowthRateFlags />
          <section className="card" aria-label="What each institution shared">
          <ul className="data-import__list">
            {institutions.map((institution) => (
              <li key={institution.name}>
                <strong>{institution.name}</strong>
                <span>
                  {institution.owned > 0 && `Owned: ${money(institution.owned)}. `}
                  {institution.owed > 0 && `Owed: ${money(institution.owed)}. `}
                  {itemCountText(institution.items)}, {asOfText(institution.asOf)}.
                </span>
              </li>
            ))}
          </ul>
          </section>
          {items.length > 0 && <AdjustSection items={items} onAdjust={setAdjusting} />}
          <div className="button-row">
            <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
            <ButtonLink to="/settings/data-selection/main" variant="secondary">
              Manage bank connections
            </ButtonLink>
          </div>
        </>
      )}
      {adjusting && (
        <BankAdjustPanel
          key={`${adjusting.kind}-${adjusting.id}`}
          item={adjusting}
          onClose={() => setAdjusting(null)}
          onSaved={() => void flowResult(dashboard.loadFinances())}
        />
      )}
    </div>
  );
});

/** The institutions that did not answer in full: what is missing, and that retrieving again may bring it. */
function ProviderProblems({ problems }: { problems: ProviderProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className="card data-import__problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading" className="card__title">
        Not everything could be retrieved
      </h2>
      <ul className="data-import__list">
        {problems.map((problem) => (
          <li key={problem.code}>
            <strong>
              {problem.name}: {problem.state === 'failed' ? 'no answer' : 'partly retrieved'}
            </strong>
            <span>{problem.text}</span>
          </li>
        ))}
      </ul>
      <ButtonLink to="/settings/data-selection/main" variant="secondary">
        Retrieve your data again
      </ButtonLink>
    </section>
  );
}

/** The accounts and holdings the resident can correct, by kind, each with its Adjust button. */
function AdjustSection({ items, onAdjust }: { items: AdjustableItem[]; onAdjust: (item: AdjustableItem) => void }) {
  const groups = [...new Set(items.map((item) => item.kind))];
  return (
    <section className="card bank-adjust" aria-labelledby="adjust-heading">
      <h2 id="adjust-heading" className="card__title">
        Correct what your banks shared
      </h2>
      <p className="text-subtle">
        Banks do not know your part of a joint account, how you repay a loan, or what you expect your investments to grow by. Adjust them here.
      </p>
      {groups.map((kind) => (
        <div key={kind} className="bank-adjust__group">
          <h3 className="bank-adjust__group-title">{GROUP_TITLES[kind]}</h3>
          <ul className="bank-adjust__list">
            {items
              .filter((item) => item.kind === kind)
              .map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <span className="bank-adjust__name">
                    <strong>{item.title}</strong>
                    <span>{item.detail}</span>
                    <span className="bank-adjust__balance">
                      {item.surrenderValue !== undefined && item.balance
                        ? `Surrender value: ${formatMoney(item.surrenderValue as Cents, item.balance.currency)} (the bank says ${formatMoney(item.balance.cents as Cents, item.balance.currency)}, ${asOfText(item.balance.asOf)})`
                        : item.balance
                        ? `${item.kind === 'securedLoan' || item.kind === 'unsecuredLoan' ? 'Owed' : 'Balance'}: ${formatMoney(item.balance.cents as Cents, item.balance.currency)}${item.form.share === '100' ? '' : ' for the whole account'}, ${asOfText(item.balance.asOf)}`
                        : 'Balance not available yet'}
                    </span>
                  </span>
                  <Button variant="secondary" onClick={() => onAdjust(item)} aria-label={`Adjust ${item.title}, ${item.detail}`}>
                    Adjust
                  </Button>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
