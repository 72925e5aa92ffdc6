import type { AssetKindPath } from '../domain/asset.js';
import type { InsuranceDetails } from '../domain/insurance-details.js';

/** Which import wrote an item (NULL in storage: the resident typed it). */
export type ImportSource = 'MYINFO' | 'BANK';

/** Where an imported item came from and as of when (shown beside it). */
export interface ItemOrigin {
  /** 'Myinfo', 'DBS Bank', ... */
  sourceName: string;
  /** the item's id at its source (a flat, an account, a holding) */
  sourceRef: string;
  /** the date the figure is as of: 'YYYY-MM-DD' or a month 'MMYYYY' */
  asOf: string;
}

/**
 * A home an import brings (kind 'property'): its details as PropertyDetails without the links, and the source ref
 * of the imported liability it secures (the store links the home to that liability's row), null when none.
 */
export interface ImportedHome {
  propertyType: 'HDB' | 'CONDOMINIUM' | 'LANDED';
  hdbFlatType: string | null;
  address: string | null;
  ownershipShare: number;
  valuationDate: string;
  valueSource: 'TYPED' | 'MYINFO_PURCHASE_PRICE' | 'MYINFO_NO_PRICE';
  securesSourceRef: string | null;
}

/** Everything one import brings; amounts are cents of the item's currency (SGD for every import today). */
export interface ImportedItems {
  /** `yearOfAssessment`: the notice of assessment an estimated income came from (absent: none) */
  incomes: ({ name: string; grossIncome: number; netIncome: number | null; incomeCurrency: string; type: 'EMPLOYMENT' | 'TRADE' | 'RENT' | 'INTEREST' | 'OTHERS'; yearOfAssessment?: number } & ItemOrigin)[];
  loanRepayments: ({ name: string; amount: number; ccy: string; cash: number; cpf: number; type: 'MORTGAGE' | 'NON_MORTGAGE' } & ItemOrigin)[];
  liabilities: ({ name: string; amount: number; ccy: string; category: 'MORTGAGE' | 'NON_MORTGAGE' } & ItemOrigin)[];
  assets: ({ kind: AssetKindPath; name: string; totalValueAmount: number; currency: string; investmentSource: 'CASH' | 'CPFIS' | 'SRS'; estimatedGrowthRate: number | null; property?: ImportedHome; insurance?: InsuranceDetails } & ItemOrigin)[];
  /** (assets) `insurance`: an insurer's policy details, on kind 'insurance' only (absent: none known) */
  /** the CPF balances; null: the import has none */
  cpf: ({ oa: number; sa: number; ma: number; ra: number | null } & ItemOrigin) | null;
}

export interface ImportedItemsStore {
  /**
   * In one transaction: removes the resident's items of `source` and writes `items` in their place; items the
   * resident typed stay. CPF balances the resident typed stay too (`cpfKept: true`).
   */
  replace(userId: string, source: ImportSource, items: ImportedItems): Promise<{ cpfKept: boolean }>;
}
