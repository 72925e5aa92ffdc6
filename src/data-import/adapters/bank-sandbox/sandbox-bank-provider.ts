import { randomBytes } from 'node:crypto';
import { BANKS, type BankCode, type FpData } from '../../domain/bank-data.js';
import { BankDataUnavailable } from '../../domain/import-errors.js';
import type { BankDataProvider } from '../../ports/bank-data-provider.js';
import { sandboxBankData } from './sandbox-bank-data.js';

const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_MS = 30 * 60 * 1000;

/** Keeps only the accounts of the banks the resident chose. */
export function onlyBanks(data: FpData, banks: readonly BankCode[]): FpData {
  const chosen = new Set(banks);
  const keep = <A extends { serviceProvider: BankCode }>(accounts: A[]) => accounts.filter((a) => chosen.has(a.serviceProvider));
  return {
    ...data,
    casa: keep(data.casa),
    fixedDeposit: keep(data.fixedDeposit),
    securedLoan: keep(data.securedLoan),
    unsecuredLoan: keep(data.unsecuredLoan),
    creditCard: keep(data.creditCard),
    cpfis: keep(data.cpfis),
    srs: keep(data.srs),
    unitTrust: keep(data.unitTrust),
    cdp: chosen.has('CDP') ? data.cdp : [],
  };
}

/**
 * The bank-data sandbox behind the `BankDataProvider` port (SGFinDex has no public sandbox): its consent page is
 * served by this server (sandbox-consent.routes.ts), codes and tokens live in this process for minutes, and the
 * data is `sandboxBankData` for the resident. Development and tests only; a single process is enough for them.
 */
export class SandboxBankProvider implements BankDataProvider {
  private readonly codes = new Map<string, { banks: BankCode[]; expiresAt: number }>();
  private readonly tokens = new Map<string, { banks: BankCode[]; expiresAt: number }>();

  constructor(
    /** `${publicUrl}/sandbox/sgfindex/consent` */
    private readonly consentPageUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  consentUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL(this.consentPageUrl);
    url.search = new URLSearchParams({ state, redirect_uri: redirectUri }).toString();
    return url.toString();
  }

  /** The consent page's decision: a one-time code for the chosen banks. */
  issueCode(banks: readonly BankCode[]): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { banks: [...banks], expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  async token(code: string): Promise<{ accessToken: string; banks: BankCode[] }> {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt < this.now()) throw new BankDataUnavailable('the sign-in code is not valid or has expired');
    const accessToken = randomBytes(24).toString('hex');
    this.tokens.set(accessToken, { banks: grant.banks, expiresAt: this.now() + TOKEN_TTL_MS });
    return { accessToken, banks: grant.banks };
  }

  async userData(accessToken: string, residentId: string, today: string): Promise<FpData> {
    const grant = this.tokens.get(accessToken);
    if (!grant || grant.expiresAt < this.now()) throw new BankDataUnavailable('the access has expired');
    return onlyBanks(sandboxBankData(residentId, today), grant.banks);
  }
}

export const isBankCode = (value: string): value is BankCode => Object.hasOwn(BANKS, value);
