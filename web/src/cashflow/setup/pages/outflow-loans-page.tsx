import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { CASHFLOW_STEP } from '../cashflow-flow';
import { CashflowListStep } from '../components/cashflow-list-step';
import { LoanFields } from '../components/loan-fields';
import { ItemPanel } from '../components/item-panel';
import { EMPTY_LOAN_FORM, LOAN_TYPE_LABELS, loanFormOf, loanFromForm, type LoanForm, type LoanItem } from '../loan-rules';
import { useListEdit } from '../use-list-edit';
import { useSetupData } from '../use-setup-data';
import { Button } from '../../../shared/ui/button';
import { LiabilityPanel } from '../../../wealth/components/liability-panel';
import { liabilityOfLoan, liabilityPrefillFor, offerForLoan } from '../loan-links';
import { saveErrorText } from '../save-errors';
import { ServerErrorNote } from '../../server-error-note';

/** /cashflow/outflow-loans: monthly loan instalments and how they are paid (spec 2 §3 "Loan repayment"). */
export const CashflowLoansPage = observer(function CashflowLoansPage() {
  const { cashflow, ready, loadFailed, rates, currencies } = useSetupData();
  const list = useListEdit(cashflow.loanItems, ready);
  const [editing, setEditing] = useState<{ id: string; form: LoanForm } | null>(null);
  const [open, setOpen] = useState(false);
  const form = editing?.form ?? EMPTY_LOAN_FORM;
  const item = editing ? loanFromForm(form, rates, editing.id, list.items.find((l) => l.id === editing.id)?.liabilityId ?? null) : null;
  const set = (patch: Partial<LoanForm>) => setEditing((e) => (e ? { ...e, form: { ...e.form, ...patch } } : e));
  // Enter once (loan-links.ts): each loan repayment not yet linked is offered its liability in wealth.
  const [owing, setOwing] = useState<{ loan: LoanItem; open: boolean; seq: number } | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const offers = list.items.flatMap((loan) => {
    const offer = offerForLoan(loan, list.items, cashflow.liabilities);
    return offer ? [{ loan, offer }] : [];
  });

  return (
    <CashflowListStep<LoanItem>
      index={CASHFLOW_STEP.loans}
      title="Monthly loan repayments"
      subtitle="Your home loan and other loans: what you repay each month, and how much of it CPF pays."
      ready={ready}
      loadFailed={loadFailed}
      items={list.items}
      dirty={list.dirty}
      row={(l) => {
        const owed = liabilityOfLoan(l, cashflow.liabilities);
        return {
          name: l.name,
          detail: `${LOAN_TYPE_LABELS[l.type]} · cash ${formatMoney(l.cash as Cents, l.ccy)}, CPF ${formatMoney(l.cpf as Cents, l.ccy)}${owed ? ` · linked to your liability “${owed.name}”` : ''}`,
          amount: `${formatMoney(l.amount as Cents, l.ccy)} a month`,
        };
      }}
      addLabel="Add a loan repayment"
      emptyText="No loan repayments added yet."
      onAdd={() => {
        setEditing({ id: '', form: EMPTY_LOAN_FORM });
        setOpen(true);
      }}
      onEdit={(l) => {
        setEditing({ id: l.id, form: loanFormOf(l) });
        setOpen(true);
      }}
      onRemove={(l) => list.remove(l.id)}
      save={() => flowResult(cashflow.syncLoanRepayments(list.items))}
      summary={
        offers.length > 0 && (
          <section className="loan-offers" aria-labelledby="loan-offers-heading">
            <h2 id="loan-offers-heading" className="loan-offers__title">
              What you still owe
            </h2>
            <p className="loan-offers__lead">Your net worth counts what is left to repay on each loan. Enter it once here and it appears in your wealth.</p>
            <ul className="loan-offers__list">
              {offers.map(({ loan, offer }) => (
                <li key={loan.id} className="loan-offers__item">
                  {offer.kind === 'LINK' ? (
                    <>
                      <span>
                        Your liabilities already have “{offer.liability.name}”. Is it what you owe on {loan.name}?
                      </span>
                      <Button variant="secondary" onClick={() => list.put({ ...loan, liabilityId: offer.liability.id })}>
                        Link to “{offer.liability.name}”
                      </Button>
                    </>
                  ) : (
                    <>
                      <span>Do you still owe money on {loan.name}?</span>
                      <Button variant="secondary" onClick={() => setOwing((o) => ({ loan, open: true, seq: (o?.seq ?? 0) + 1 }))}>
                        Add what you owe on {loan.name}
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
            <ServerErrorNote message={linkError} />
          </section>
        )
      }
      panels={
        <>
          {owing && (
            <LiabilityPanel
              key={owing.seq}
              open={owing.open}
              title="Add what you still owe"
              prefill={liabilityPrefillFor(owing.loan)}
              currencies={currencies}
              rates={rates}
              onClose={() => setOwing((o) => (o ? { ...o, open: false } : o))}
              onSave={(draft) => {
                const loan = owing.loan;
                setOwing((o) => (o ? { ...o, open: false } : o));
                setLinkError(null);
                flowResult(cashflow.addLiability({ name: draft.name, amount: draft.amount, ccy: draft.ccy, category: draft.category }))
                  .then((created) => list.put({ ...loan, liabilityId: created.id }))
                  .catch((error: unknown) => setLinkError(saveErrorText(error)));
              }}
            />
          )}
          <ItemPanel
            open={open}
            title={editing?.id ? 'Edit loan repayment' : 'Add a loan repayment'}
            onClose={() => setOpen(false)}
            valid={item !== null}
            onSave={() => {
              if (item) list.put(item);
              setOpen(false);
            }}
            initialFocusId="loan-name"
          >
            {(revealed) => <LoanFields form={form} set={set} revealed={revealed} rates={rates} currencies={currencies} />}
          </ItemPanel>
        </>
      }
    />
  );
});
