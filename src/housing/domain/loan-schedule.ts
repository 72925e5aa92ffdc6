/**
 * The loan year by year: what is paid, how much of it is interest, and the balance left at the end of each year
 * (docs/decisions.md "Housing summary explained"). The same annuity with monthly rest as the summary
 * (housing-costs.ts): the instalment is `monthlyInstalment`, each month's interest is the balance times the yearly
 * rate / 12, rounded half up to the cent, and the rest of the instalment repays the loan. The instalment is rounded
 * to the cent, so the last month takes up the cents left over: the loan ends repaid, and what the years add up to is
 * exactly the summary's total paid and total interest. Pure.
 */
import { dec, ROUND_HALF_UP } from '../../shared-kernel/decimal.js';
import type { Cents } from '../../shared-kernel/money.js';
import { monthlyInstalment } from './housing-costs.js';

export interface LoanYear {
  /** 1 for the first twelve instalments */
  year: number;
  /** the balance at the start of the year */
  openingBalance: Cents;
  /** the instalments paid in the year */
  paid: Cents;
  interest: Cents;
  /** the part of the instalments that repaid the loan */
  principal: Cents;
  /** the balance at the end of the year */
  closingBalance: Cents;
  /** the interest paid from the first year to this one */
  interestSoFar: Cents;
  /** the instalments paid from the first year to this one */
  paidSoFar: Cents;
}

export interface LoanSchedule {
  instalment: Cents;
  years: LoanYear[];
  /** the years' instalments together: the summary's totalLoanPayment */
  totalPaid: Cents;
  /** the years' interest together: the summary's totalInterest */
  totalInterest: Cents;
}

/**
 * `loan` repaid over `years` at `ratePercent` a year, month by month, summed by year. No loan or no years: no rows.
 * S$300,000 at 2.6 % over 25 years: S$1,361.01 a month; in year 1, S$7,697.59 of interest and S$8,634.53 repaid,
 * S$291,365.47 left.
 */
export function loanSchedule(loan: Cents, ratePercent: number, years: number): LoanSchedule {
  const instalment = monthlyInstalment(loan, ratePercent, years);
  if (loan <= 0 || years <= 0 || instalment <= 0) return { instalment: 0 as Cents, years: [], totalPaid: 0 as Cents, totalInterest: 0 as Cents };
  const monthlyRate = dec(ratePercent).div(dec(1200));
  const months = years * 12;
  const rows: LoanYear[] = [];
  let balance: number = loan;
  let interestSoFar = 0;
  let paidSoFar = 0;
  for (let year = 1; year <= years; year++) {
    const openingBalance = balance;
    let interest = 0;
    for (let month = (year - 1) * 12 + 1; month <= year * 12; month++) {
      let monthInterest = Number(dec(balance).times(monthlyRate).round(0, ROUND_HALF_UP).toString());
      // The last instalment clears the loan: its interest is whatever of it the balance does not take (never below
      // 0: at 0 % an instalment rounded down leaves a few cents unpaid, as the summary's total says).
      if (month === months) monthInterest = Math.max(0, instalment - balance);
      interest += monthInterest;
      balance -= instalment - monthInterest;
    }
    const paid = instalment * 12;
    interestSoFar += interest;
    paidSoFar += paid;
    rows.push({
      year,
      openingBalance: openingBalance as Cents,
      paid: paid as Cents,
      interest: interest as Cents,
      principal: (paid - interest) as Cents,
      closingBalance: balance as Cents,
      interestSoFar: interestSoFar as Cents,
      paidSoFar: paidSoFar as Cents,
    });
  }
  return { instalment, years: rows, totalPaid: paidSoFar as Cents, totalInterest: interestSoFar as Cents };
}
