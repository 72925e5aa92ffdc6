/**
 * /investment-resources/estimated-growth-rate (spec 3 "Investing for beginners"; its lockout page gates it): the
 * resident's investments with a yearly growth rate each (our dated default for the kind, or their own, saved on the
 * asset), the value-weighted portfolio rate, the monthly investments from their cashflow, and the portfolio over 5,
 * 10 and 20 years with and without those monthly investments, every figure with how we worked it out
 * (docs/decisions.md "Estimated growth rate").
 */
import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_GROWTH_RATES,
  GROWTH_ASSUMPTIONS_SET_ON,
  INVESTMENT_KINDS,
  PROJECTION_YEARS,
  projectPortfolio,
  weightedGrowthRate,
} from '../../../../../src/cashflow-wealth/domain/investing/growth.js';
import { formatDisplayDate } from '../../../../../src/shared-kernel/dates.js';
import { usePageTitle } from '../../../app/layout/page-title';
import { useStores } from '../../../app/store-context';
import { useFinances } from '../../../cashflow/use-finances';
import { asOfText } from '../../../shared/format/origin';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/button';
import { TextInput } from '../../../shared/ui/fields';
import { useWealth } from '../../../wealth/use-wealth';
import { KIND_LABELS, KIND_SINGULAR, formatRate, growthItems, holdingsOf, horizonExplanation, parseRate, weightedRateExplanation, type GrowthItem } from '../../growth-items';
import { GrowthProjectionChart } from './growth-projection-chart';
import './growth.css';

const money = (cents: number) => formatMoney(cents as Cents);
const ADD_INVESTMENTS = '/dashboard/wealth/edit-assets';
const BANK_DATA = '/settings/data-selection/main';
const EDIT_MONTHLY = '/dashboard/cashflow/edit-monthly-investments';

/** The server's message for the rate (a 400's detail), else the error's own message. */
function rateErrorOf(error: unknown): string {
  const e = error as { message?: string; body?: { details?: Array<{ field: string; message: string }> } | null } | null;
  const detail = e?.body?.details?.find((d) => d.field === 'estimatedGrowthRate');
  return detail?.message ?? (e?.message || 'We could not save the rate. Please try again.');
}

export const EstimatedGrowthRatePage = observer(function EstimatedGrowthRatePage() {
  usePageTitle('Estimated growth rate');
  const { wealth, ready, loadFailed } = useWealth();
  const { cashflow, ready: cashflowReady } = useFinances();
  const { dataImport } = useStores();
  const [announcement, setAnnouncement] = useState('');

  // The bank record says which PATCH /apim/... call changes an imported holding's rate.
  useEffect(() => {
    void flowResult(dataImport.loadBankData());
  }, [dataImport]);

  const fpdata = dataImport.bankData?.fpdata ?? null;
  const items = ready ? growthItems(wealth.assets, wealth.origins, wealth.fxRates, fpdata) : [];

  async function saveRate(item: GrowthItem, rate: number | null): Promise<void> {
    if (item.save?.via === 'asset') {
      await flowResult(wealth.saveGrowthRate(item.save.kind, item.save.id, rate));
    } else if (item.save?.via === 'bank') {
      await flowResult(dataImport.adjustBankData([{ path: item.save.path, body: { estimatedGrowthRate: rate } }]));
      // The import derives the asset again from the corrected record (a new id): read the finances again.
      await flowResult(wealth.load());
    }
    setAnnouncement(rate === null ? `${item.name} now uses our default rate.` : `Saved ${formatRate(rate)} a year for ${item.name}.`);
  }

  return (
    <div className="container page growth-page">
      <h1>Estimated growth rate</h1>
      <p className="growth-page__lead">
        See what your investments could be worth in 5, 10 and 20 years, at a yearly growth rate you can set for each one. These are estimates to plan with, not
        promises: investments can fall as well as rise.
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {loadFailed ? (
        <div className="card" role="alert">
          <p>We could not load your investments. Please try again.</p>
          <Button variant="secondary" onClick={() => void flowResult(wealth.load())}>
            Try again
          </Button>
        </div>
      ) : !ready || !cashflowReady ? (
        <p className="card growth-page__loading" role="status">
          Loading your investments…
        </p>
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <Portfolio items={items} monthlyCents={cashflow.monthlyFigures?.monthlyInvestments ?? 0} monthlyCount={cashflow.investments.length} bankLoading={dataImport.bankDataStatus === 'working'} onSave={saveRate} />
      )}
      <DefaultRates />
    </div>
  );
});

function EmptyState() {
  return (
    <section className="card growth-empty" aria-labelledby="growth-empty-heading">
      <h2 id="growth-empty-heading" className="card__title">
        You have no investments yet
      </h2>
      <p>To see how your investments could grow, first tell us what you hold: stocks, bonds, unit trusts, gold, structured products or other investments.</p>
      <ul>
        <li>
          <Link to={ADD_INVESTMENTS}>Add your investments</Link> under Your wealth, Investments, with what each is worth today.
        </li>
        <li>
          Or <Link to={BANK_DATA}>bring in your bank data</Link>: your CDP, CPFIS, SRS and unit trust holdings come in by themselves.
        </li>
      </ul>
    </section>
  );
}

interface PortfolioProps {
  items: GrowthItem[];
  monthlyCents: number;
  monthlyCount: number;
  bankLoading: boolean;
  onSave: (item: GrowthItem, rate: number | null) => Promise<void>;
}

function Portfolio({ items, monthlyCents, monthlyCount, bankLoading, onSave }: PortfolioProps) {
  const holdings = holdingsOf(items);
  const ratePercent = weightedGrowthRate(holdings);
  const projection = projectPortfolio(holdings, monthlyCents);
  const total = holdings.reduce((sum, h) => sum + h.valueCents, 0);
  return (
    <>
      <section className="card" aria-labelledby="growth-investments-heading">
        <h2 id="growth-investments-heading" className="card__title">
          Your investments
        </h2>
        <p className="growth-page__note">
          Each investment grows at our default rate for its kind until you give it your own. Leave the rate empty to go back to the default.
        </p>
        <ul className="growth-items">
          {items.map((item) => (
            <InvestmentRow key={item.id} item={item} bankLoading={bankLoading} onSave={onSave} />
          ))}
        </ul>
      </section>

      <section className="card" aria-labelledby="growth-portfolio-heading">
        <h2 id="growth-portfolio-heading" className="card__title">
          Your portfolio
        </h2>
        <div className="growth-figures">
          <Figure label="Worth today" value={money(total)} how="The values of your investments above in Singapore dollars, added up (other currencies at the latest exchange rate)." />
          <Figure
            label="Growth rate of your portfolio"
            value={ratePercent === null ? 'Not available yet' : `${formatRate(ratePercent)} a year`}
            how={ratePercent === null ? 'Your investments are worth S$0, so there is nothing to weigh the rates by.' : weightedRateExplanation(items, ratePercent)}
          />
          <Figure
            label="Monthly investments"
            value={`${money(monthlyCents)} a month`}
            how={
              monthlyCount === 0
                ? 'You have no monthly investments in your cashflow, so the projection adds nothing each month.'
                : `The ${monthlyCount === 1 ? 'monthly investment' : `${monthlyCount} monthly investments`} in your cashflow, in Singapore dollars a month.`
            }
            link={{ to: EDIT_MONTHLY, label: 'Change your monthly investments' }}
          />
        </div>
      </section>

      {projection && (
        <section className="card" aria-labelledby="growth-projection-heading">
          <h2 id="growth-projection-heading" className="card__title">
            What your portfolio could grow to
          </h2>
          <p className="growth-page__note">
            At {formatRate(projection.ratePercent)} a year, compounded monthly; each monthly investment is added at the end of its month. Today's values, not adjusted for
            inflation or fees.
          </p>
          <GrowthProjectionChart projection={projection} />
          <div className="growth-horizons">
            {PROJECTION_YEARS.map((year) => {
              const point = projection.points[year]!;
              const how = horizonExplanation(projection, year);
              return (
                <div key={year} className="growth-horizon" data-testid={`growth-horizon-${year}`}>
                  <h3 className="growth-horizon__title">In {year} years</h3>
                  <dl className="growth-horizon__figures">
                    {monthlyCents > 0 && (
                      <div>
                        <dt>With your monthly investments</dt>
                        <dd>{money(point.withMonthlyCents)}</dd>
                      </div>
                    )}
                    <div>
                      <dt>{monthlyCents > 0 ? 'Without them' : 'Your portfolio'}</dt>
                      <dd>{money(point.withoutMonthlyCents)}</dd>
                    </div>
                  </dl>
                  <details className="growth-how">
                    <summary>
                      How we worked this out<span className="sr-only">: in {year} years</span>
                    </summary>
                    <p>{how.without}</p>
                    {how.withMonthly && <p>{how.withMonthly}</p>}
                  </details>
                </div>
              );
            })}
          </div>
        </section>
      )}
    </>
  );
}

function Figure({ label, value, how, link }: { label: string; value: string; how: string; link?: { to: string; label: string } }) {
  return (
    <div className="growth-figure">
      <dl>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </dl>
      <details className="growth-how">
        <summary>
          How we worked this out<span className="sr-only">: {label}</span>
        </summary>
        <p>{how}</p>
      </details>
      {link && <Link to={link.to}>{link.label}</Link>}
    </div>
  );
}

function InvestmentRow({ item, bankLoading, onSave }: { item: GrowthItem; bankLoading: boolean; onSave: PortfolioProps['onSave'] }) {
  const [text, setText] = useState(item.estimatedGrowthRate === null ? '' : String(item.estimatedGrowthRate));
  const [error, setError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const assumption = DEFAULT_GROWTH_RATES[item.kind];
  const source = item.sourceName === null ? 'Typed by you' : `From ${item.sourceName}, ${asOfText(item.asOf ?? '')}`;
  const unchanged = text.trim() === (item.estimatedGrowthRate === null ? '' : String(item.estimatedGrowthRate));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRate(text);
    if (!parsed.ok) {
      setShowErrors(true);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(item, parsed.rate);
    } catch (failure) {
      setError(rateErrorOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="growth-item">
      <div className="growth-item__head">
        <div>
          <p className="growth-item__name">{item.name}</p>
          <p className="growth-item__detail">
            {KIND_LABELS[item.kind]} · {source}
          </p>
        </div>
        <p className="growth-item__value">{item.valueCents === null ? 'Value not available yet: no exchange rate for its currency' : money(item.valueCents)}</p>
      </div>
      <p className="growth-item__rate">
        {item.isDefault ? (
          <>
            <strong>{formatRate(item.ratePercent)} a year</strong>: our default for {item.kind === 'gold' ? 'gold' : `a ${KIND_SINGULAR[item.kind]}`} (
            <a href="#growth-defaults-heading">where it comes from</a>).
          </>
        ) : (
          <>
            <strong>{formatRate(item.ratePercent)} a year</strong>
            {item.sourceName === null ? ': your own rate' : `, as set on your data from ${item.sourceName}`}; our default is {formatRate(assumption.ratePercent)}.
          </>
        )}
      </p>
      {item.save === null ? (
        <p className="growth-item__note">
          {bankLoading
            ? 'Loading your bank data to change this rate…'
            : 'This came from your bank data, which we could not load just now, so its rate cannot be changed here. Please try again later.'}
        </p>
      ) : (
        <form className="growth-item__form" onSubmit={(event) => void submit(event)} noValidate>
          <TextInput
            label={`Growth rate for ${item.name} (% a year)`}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            validate={(value) => {
              const parsed = parseRate(value);
              return parsed.ok ? null : parsed.message;
            }}
            forceShowError={showErrors}
            error={error}
            inputMode="decimal"
            optional
            hint={`Empty: our default of ${formatRate(assumption.ratePercent)}.${item.sourceName === null ? '' : ` Saved with your data from ${item.sourceName}.`}`}
          />
          <Button type="submit" variant="secondary" disabled={saving || unchanged} aria-disabled={saving || unchanged}>
            {saving ? 'Saving…' : 'Save rate'}
          </Button>
        </form>
      )}
    </li>
  );
}

function DefaultRates() {
  return (
    <section className="card" aria-labelledby="growth-defaults-heading">
      <h2 id="growth-defaults-heading" className="card__title">
        Where our default rates come from
      </h2>
      <p className="growth-page__note">
        These are our own planning assumptions for the long run, not a forecast or a regulator's rule. We set them on {formatDisplayDate(GROWTH_ASSUMPTIONS_SET_ON)} and
        keep them on the low side.
      </p>
      <ul className="growth-defaults">
        {INVESTMENT_KINDS.map((kind) => {
          const assumption = DEFAULT_GROWTH_RATES[kind];
          return (
            <li key={kind} className="growth-defaults__item">
              <p className="growth-defaults__rate">
                {KIND_LABELS[kind]}: {formatRate(assumption.ratePercent)} a year
              </p>
              <p>{assumption.basis}</p>
              <p className="growth-defaults__source">
                Source:{' '}
                <a href={assumption.sourceUrl} target="_blank" rel="noreferrer">
                  {assumption.sourceName}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
