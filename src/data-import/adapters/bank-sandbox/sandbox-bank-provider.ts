import { randomBytes } from 'node:crypto';
import { isInstitutionCode, type FpData, type InstitutionCode, type ProviderStatus } from '../../domain/bank-data.js';
import { BankDataUnavailable } from '../../domain/import-errors.js';
import type { BankDataProvider } from '../../ports/bank-data-provider.js';
import { sandboxBankData } from './sandbox-bank-data.js';

const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_MS = 30 * 60 * 1000;

/**
 * What the sandbox's consent page lets a tester make go wrong (development and tests only): one institution that
 * does not answer, one that answers only in part. SGFinDex reports both per institution (spec 2 §3 statuses).
 */
export interface SimulatedProblems {
  failed?: InstitutionCode | null;
  partial?: InstitutionCode | null;
}

export const PARTIAL_DESCRIPTION = 'Some of your accounts or policies with this institution could not be retrieved.';
export const FAILED_DESCRIPTION = 'This institution did not answer. Try again later.';

/**
 * Keeps only the accounts, holdings and policies of the institutions the resident chose, and says how each answered:
 * a failed one shares nothing (503), a partial one only the first of its items in each category (206).
 */
export function onlyBanks(data: FpData, institutions: readonly InstitutionCode[], problems: SimulatedProblems = {}): FpData {
  const chosen = new Set(institutions);
  const answers = (code: InstitutionCode) => chosen.has(code) && problems.failed !== code;
  const keep = <A extends { serviceProvider: InstitutionCode }>(items: readonly A[]): A[] =>
    items.filter((item, index) => answers(item.serviceProvider) && (problems.partial !== item.serviceProvider || items.findIndex((other) => other.serviceProvider === item.serviceProvider) === index));
  const cdp = answers('CDP') ? (problems.partial === 'CDP' ? data.cdp.slice(0, 1) : data.cdp) : [];
  const statuses: ProviderStatus[] = institutions.map((code) =>
    problems.failed === code ? { serviceProvider: code, statusCode: 503, description: FAILED_DESCRIPTION } : problems.partial === code ? { serviceProvider: code, statusCode: 206, description: PARTIAL_DESCRIPTION } : { serviceProvider: code, statusCode: 200 },
  );
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
    cdp,
    insurance: keep(data.insurance ?? []),
    statuses,
  };
}

type Grant = { banks: InstitutionCode[]; problems: SimulatedProblems; expiresAt: number };

/**
 * The bank-data sandbox behind the `BankDataProvider` port (SGFinDex has no public sandbox): its consent page is
 * served by this server (sandbox-consent.routes.ts), codes and tokens live in this process for minutes, and the
 * data is `sandboxBankData` for the resident. Development and tests only; a single process is enough for them.
 */
export class SandboxBankProvider implements BankDataProvider {
  private readonly codes = new Map<string, Grant>();
  private readonly tokens = new Map<string, Grant>();

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

  /** The consent page's decision: a one-time code for the chosen banks and insurers. */
  issueCode(banks: readonly InstitutionCode[], problems: SimulatedProblems = {}): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { banks: [...banks], problems, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  async token(code: string): Promise<{ accessToken: string; banks: InstitutionCode[] }> {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt < this.now()) throw new BankDataUnavailable('the sign-in code is not valid or has expired');
    const accessToken = randomBytes(24).toString('hex');
    this.tokens.set(accessToken, { ...grant, expiresAt: this.now() + TOKEN_TTL_MS });
    return { accessToken, banks: grant.banks };
  }

  async userData(accessToken: string, residentId: string, today: string): Promise<FpData> {
    const grant = this.tokens.get(accessToken);
    if (!grant || grant.expiresAt < this.now()) throw new BankDataUnavailable('the access has expired');
    return onlyBanks(sandboxBankData(residentId, today), grant.banks, grant.problems);
  }
}

/** A bank, the depository or an insurer the sandbox serves. */
export const isBankCode = (value: string): value is InstitutionCode => isInstitutionCode(value) && value !== 'OTHER';
