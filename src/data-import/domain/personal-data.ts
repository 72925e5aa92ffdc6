/**
 * The personal-data record (spec 2 §3), as the product keeps it after a Myinfo import: amounts in SGD cents.
 * How the Myinfo v3 person maps onto it is the Myinfo adapter's business; what it becomes in cashflow and wealth
 * is `personal-data-mapping.ts`.
 */
export interface NoticeOfAssessment {
  /** yearly assessable income, SGD cents, in total and by source */
  amount: number;
  employment: number;
  trade: number;
  interest: number;
  rent: number;
  yearOfAssessment: string;
  /** 'ORIGINAL' | 'AMENDED' | 'ADDITIONAL' | 'REPAYMENT' */
  category: string | null;
  taxClearance: string | null;
  lastUpdatedAt: string | null;
}

export interface CpfBalances {
  oa: number;
  sa: number;
  ma: number;
  /** the retirement account exists from 55 */
  ra: number | null;
}

export interface HdbOwnership {
  /** stable within a resident's record: the flat's position in Myinfo's list, '1', '2', ... */
  id: string;
  /** a label for the flat: '3-ROOM FLAT (HDB), 123 LORONG 1 TOA PAYOH' */
  description: string;
  outstandingLoanBalance: number;
  monthlyLoanInstalment: number;
  monthlyCashLoanInstalment: number;
  monthlyCPFLoanInstalment: number;
  /** the resident's share of the flat, 0 to 100 */
  percentageShare: number;
  lastUpdatedAt: string | null;
  /** Myinfo's flat type ('4-ROOM FLAT (HDB)'); absent in records stored before it was read */
  hdbType?: string | null;
  /** the flat's address as one line ('123 LORONG 1 TOA PAYOH #12-22 SINGAPORE 310123') */
  address?: string | null;
  /** SGD cents, null when Myinfo has none */
  purchasePrice?: number | null;
  /** 'YYYY-MM-DD' */
  dateOfPurchase?: string | null;
}

export interface PersonalData {
  noa: NoticeOfAssessment | null;
  cpf: CpfBalances | null;
  hdbOwnership: HdbOwnership[];
  latestConsentAt: string;
  /**
   * The incomes of the notice the resident ticked (docs/decisions.md "Imports ask before they add"); null or absent:
   * not answered yet, so no income of the notice is in their cashflow.
   */
  incomeChoice?: { yearOfAssessment: string; ticked: string[] } | null;
}

/** The basic data (spec 1 onboarding prefill): name, date of birth, sex, marital and residential status, email; Myinfo's codes. */
export interface PersonBasic {
  name: string | null;
  /** YYYY-MM-DD */
  dob: string | null;
  /** M, F, U */
  sex: string | null;
  /** 1 single, 2 married, 3 widowed, 5 divorced */
  maritalStatus: string | null;
  /** C citizen, P permanent resident; null for others */
  residentialStatus: string | null;
  email: string | null;
}
