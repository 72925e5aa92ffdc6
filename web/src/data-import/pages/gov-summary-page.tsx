import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { HdbOwnership } from '../../../../src/data-import/adapters/http/data-import.contract.js';
import { FlatAdjustPanel } from '../components/flat-adjust-panel';
import { IncomeOffersStep } from '../components/income-offers-step';
import { ReconciliationStep } from '../components/reconciliation-step';
import { MyinfoResetNote, MyinfoResetSection, type MyinfoResetResult } from '../components/myinfo-reset-section';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { asOfText } from '../myinfo-labels';
import '../data-import.css';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/** /data/summary/gov (spec 2 §2): what Myinfo gave, and where it went in cashflow and wealth. */
export const GovSummaryPage = observer(function GovSummaryPage() {
  usePageTitle('Your government data');
  const { dataImport } = useStores();
  useEffect(() => {
    void flowResult(dataImport.loadPerson());
  }, [dataImport]);
  const person = dataImport.person;
  const [adjusting, setAdjusting] = useState<HdbOwnership | null>(null);
  const [resetResult, setResetResult] = useState<MyinfoResetResult | null>(null);

  return (
    <div className="container container--md page data-import">
      <p className="eyebrow">Myinfo</p>
      <h1>Your government data</h1>
      <MyinfoResetNote result={resetResult} />
      {dataImport.personStatus !== 'done' && dataImport.personStatus !== 'failed' ? (
        <p role="status" className="data-import__working">
          <Spinner /> Loading…
        </p>
      ) : dataImport.personStatus === 'failed' ? (
        <p role="alert">We could not load your data just now. Please reload the page.</p>
      ) : !person ? (
        <>
          <p className="lead">You have not retrieved any data from Myinfo yet.</p>
          <ButtonLink to="/myinfo">Retrieve with Myinfo</ButtonLink>
        </>
      ) : (
        <>
          <p className="lead">Retrieved on {asOfText(person.latestConsentAt).replace(/^as of /, '')}. Your CPF balances and flats are now in your cashflow and wealth, marked ‘From Myinfo’; the incomes in your tax assessment go in only once you tick them.</p>
          {dataImport.cpfKept && <p className="data-import__note-text">You had entered your CPF balances yourself, so we kept yours.</p>}
          <IncomeOffersStep />
          <ReconciliationStep />
          <section className="card" aria-labelledby="cpf-heading">
            <h2 id="cpf-heading" className="card__title">
              CPF balances
            </h2>
            {person.cpf ? (
              <dl className="data-import__figures">
                <dt>Ordinary Account</dt>
                <dd>{money(person.cpf.oa)}</dd>
                <dt>Special Account</dt>
                <dd>{money(person.cpf.sa)}</dd>
                <dt>MediSave Account</dt>
                <dd>{money(person.cpf.ma)}</dd>
                {person.cpf.ra !== null && (
                  <>
                    <dt>Retirement Account</dt>
                    <dd>{money(person.cpf.ra)}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p>We hold no CPF balances from Myinfo for you.</p>
            )}
          </section>
          <section className="card" aria-labelledby="noa-heading">
            <h2 id="noa-heading" className="card__title">
              Tax assessment
            </h2>
            {person.noa ? (
              <>
                <p>
                  Year of assessment {person.noa.yearOfAssessment}: assessable income {money(person.noa.amount)} a year, about {money(person.noa.amount / 12)} a
                  month.
                </p>
                <dl className="data-import__figures">
                  {(
                    [
                      ['Employment', person.noa.employment],
                      ['Trade', person.noa.trade],
                      ['Rent', person.noa.rent],
                      ['Interest', person.noa.interest],
                    ] as const
                  )
                    .filter(([, amount]) => amount > 0)
                    .map(([label, amount]) => (
                      <div key={label} className="data-import__figure">
                        <dt>{label}</dt>
                        <dd>{money(amount)} a year</dd>
                      </div>
                    ))}
                </dl>
              </>
            ) : (
              <p>We hold no tax assessment from Myinfo for you.</p>
            )}
          </section>
          <section className="card" aria-labelledby="hdb-heading">
            <h2 id="hdb-heading" className="card__title">
              HDB flats
            </h2>
            {person.hdbOwnership.length === 0 ? (
              <p>We hold no HDB flats from Myinfo for you.</p>
            ) : (
              <ul className="data-import__list">
                {person.hdbOwnership.map((flat) => (
                  <li key={flat.id}>
                    <strong>{flat.description}</strong>
                    <span>
                      {flat.outstandingLoanBalance > 0
                        ? `Still owed: ${money(flat.outstandingLoanBalance)} (your share ${flat.percentageShare} %); ${money(flat.monthlyLoanInstalment)} a month, ${money(flat.monthlyCPFLoanInstalment)} of it from CPF.`
                        : 'Nothing left to repay: not added as a loan.'}
                    </span>
                    {flat.outstandingLoanBalance > 0 && (
                      <button type="button" className="btn btn--link data-import__adjust" onClick={() => setAdjusting(flat)}>
                        Adjust your share and how you pay<span className="sr-only">: {flat.description}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {adjusting && <FlatAdjustPanel key={adjusting.id} flat={adjusting} onClose={() => setAdjusting(null)} />}
          <MyinfoResetSection onResult={setResetResult} />
          <div className="button-row">
            <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
            <ButtonLink to="/myinfo" variant="secondary">
              Retrieve again
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
});
