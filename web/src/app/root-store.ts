/**
 * Builds the app's stores and wires their side effects (fetch, navigation, storage) in one place.
 */
import { flowResult } from 'mobx';
import { HttpIdentityApi } from '../identity/identity.api';
import { IdentityStore } from '../identity/identity-store';
import { bindSessionTimer, SessionTimer } from '../identity/session-timer';
import { HttpProfileApi } from '../profile/profile.api';
import { ProfileStore } from '../profile/profile-store';
import { SessionWarningState } from '../identity/session-warning';
import { ApiClient, realSleep } from './api-client';
import type { AppConfig } from './app-config';
import { UiStore } from './ui-store';
import { HttpNotificationsApi } from '../notifications/notifications.api';
import { NotificationsStore } from '../notifications/notifications-store';
import { ContentStore } from '../content/content-store';
import { HttpContentApi } from '../content/content.api';
import { createBrowserAnalytics, type Analytics } from './analytics/analytics';
import { createBrowserTesterStore, type TesterStore } from './tester/tester-store';
import { HttpCashflowApi } from '../cashflow/cashflow.api';
import { CashflowStore } from '../cashflow/cashflow-store';
import { HttpModuleStatusApi } from '../identity/module-status.api';
import { ModuleStatusStore } from '../identity/module-status-store';
import { HttpDashboardApi } from '../dashboard/dashboard.api';
import { DashboardStore } from '../dashboard/dashboard-store';
import { readDashboardAtStartUp } from '../dashboard/dashboard-reads';
import { decideAccess } from '../../../src/shared-kernel/access-gating.js';
import { afterFirstContentfulPaint } from './first-paint';
import { firstPageOf } from './navigation/first-page-reads';
import { buildAccessState } from './gating/access-state';
import { HttpWealthApi } from '../wealth/wealth.api';
import { WealthStore } from '../wealth/wealth-store';
import { DataImportStore } from '../data-import/data-import-store';
import { HttpDataImportApi } from '../data-import/data-import.api';
import { HttpReconciliationApi, ReconciliationStore } from '../data-import/reconciliation';
import { HttpTargetsApi } from '../targets/targets.api';
import { TargetsStore } from '../targets/targets-store';
import { HttpQuizApi } from '../quiz/quiz.api';
import { HttpHousingApi } from '../housing/housing.api';
import { HousingStore } from '../housing/housing-store';
import { HttpInvestingApi } from '../investing/investing.api';
import { InvestingStore } from '../investing/investing-store';
import { QuizStore } from '../quiz/quiz-store';
import type { RetirementPlanStore } from '../retirement/plan/retirement-plan-store';
import { createBrowserExpenseManagerStore, type ExpenseManagerStore } from '../cashflow/expense-manager/expense-manager-store';

export interface RootStoreDeps {
  config: AppConfig;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  fetch?: typeof fetch;
}

export class RootStore {
  readonly config: AppConfig;
  readonly ui: UiStore;
  readonly api: ApiClient;
  readonly identity: IdentityStore;
  /** The resident's notifications (the bell's count and /notifications). */
  readonly notifications: NotificationsStore;
  readonly profile: ProfileStore;
  /** The cashflow-wealth context: income and estimated monthly expenses (spec 2 §3). */
  readonly cashflow: CashflowStore;
  /** The resident's progress through the setup modules (spec 1 §4 "Module progress"). */
  readonly modules: ModuleStatusStore;
  /** The dashboard's health check, recommended actions and net-worth history (spec 2). */
  readonly dashboard: DashboardStore;
  /** The cashflow-wealth context: assets, CPF balances and liabilities (spec 2 §3). */
  readonly wealth: WealthStore;
  /** Myinfo and bank-data imports (spec 2 §4). */
  readonly dataImport: DataImportStore;
  /** Retrieved figures that look like ones the resident typed, waiting for their answer (cashflow-wealth). */
  readonly reconciliations: ReconciliationStore;
  /** Goals, the emergency fund and the allocation of savings (spec 3). */
  readonly targets: TargetsStore;
  /** The public expense manager's figures, kept in this browser only (cashflow-wealth, spec 3 §2). */
  readonly expenseManager: ExpenseManagerStore;
  /** The resident's housing financing plans (spec 3 §3 "Housing plan"). */
  readonly housing: HousingStore;
  /** Investing for beginners: the guide's ticks and the insurance list (cashflow-wealth, spec 3 §3). */
  readonly investing: InvestingStore;
  /** The financial-literacy quiz: its content and the visitor's answers (session storage only). */
  readonly quiz: QuizStore;
  /**
   * The resident's retirement plan: CPF and their savings projected to retirement (cashflow-wealth). Made on first
   * use by `retirementPlanStoreOf`, so its code loads with the pages that show the plan, not with the first page.
   */
  retirementPlan: RetirementPlanStore | null = null;
  readonly sessionTimer: SessionTimer;
  /** Maintenance schedules and search analytics (public content). */
  readonly content: ContentStore;
  /** Page analytics; events leave only for a signed-in resident who turned analytics on. */
  readonly analytics: Analytics;
  /** Non-production tester controls (inert in production). */
  readonly tester: TesterStore;
  /** The idle warning's state (the modal in the shell reads it). */
  readonly sessionWarning = new SessionWarningState();

  constructor({ config, navigate, fetch = globalThis.fetch.bind(globalThis) }: RootStoreDeps) {
    this.config = config;
    this.ui = new UiStore();
    this.tester = createBrowserTesterStore(config.environment);
    const currentPath = () => window.location.pathname;
    this.api = new ApiClient({
      fetch,
      sleep: realSleep,
      currentPath,
      signOut: (reason) => void flowResult(this.identity.signOut(reason)),
      showErrorToast: (message) => this.ui.showToast(message, 'error'),
    });
    const identityApi = new HttpIdentityApi(this.api);
    this.sessionTimer = new SessionTimer({
      now: () => Date.now(),
      refresh: () => identityApi.refreshSession(),
      onIdle: () => void flowResult(this.identity.signOut('inactivity-expired')),
      onExpired: () => void flowResult(this.identity.signOut('access-token-expired')),
      idleLogoutMs: config.idleTimeoutMs,
      onWarningChange: (logoutAt) => this.sessionWarning.set(logoutAt),
    });
    this.notifications = new NotificationsStore(new HttpNotificationsApi(this.api));
    let unbindTimer: (() => void) | null = null;
    // Only the session found at start-up: a sign-in later lands on the callback page, not on a page with reads.
    let startUpReadsAsked = false;
    this.identity = new IdentityStore({
      api: identityApi,
      onSignedIn: () => {
        // Neither shows on the first paint: both wait for it, so the page's own code and reads go first ("first-paint.ts").
        void afterFirstContentfulPaint().then(() => {
          if (!this.identity.isSignedIn) return;
          // For the bell; a failure only means no count (spec 1 §7).
          void flowResult(this.notifications.load());
          // The server's own count of seconds left; a failure here leaves sign-out to the next API call.
          identityApi.getTokenExpiry().then(
            (seconds) => {
              if (!this.identity.isSignedIn) return;
              this.sessionTimer.start(seconds);
              unbindTimer ??= bindSessionTimer(this.sessionTimer, window);
            },
            () => undefined,
          );
        });
        if (!startUpReadsAsked) {
          startUpReadsAsked = true;
          this.askFirstPageReads(currentPath());
        }
      },
      onSignOutStarted: () => this.sessionTimer.stop(),
      onSignedOut: () => {
        this.notifications.clear();
        this.modules.clear();
        this.dashboard.clear();
        this.dataImport.clear();
        this.reconciliations.clear();
        this.targets.clear();
        this.wealth.clear();
        this.housing.clear();
        this.investing.clear();
        this.retirementPlan?.clear();
        this.content.clearReading();
        this.sessionTimer.stop();
        unbindTimer?.();
        unbindTimer = null;
      },
      navigate,
      currentPath,
      sessionCookieSent: config.sessionCookieSent,
      clearStoredData: () => safelyClear(() => window.sessionStorage.clear()),
      showDuplicateSessionModal: () => this.ui.openGlobalModal('duplicate-session'),
      defer: (fn, ms) => void window.setTimeout(fn, ms),
    });
    this.profile = new ProfileStore(new HttpProfileApi(this.api), this.identity);
    this.cashflow = new CashflowStore(new HttpCashflowApi(this.api));
    this.modules = new ModuleStatusStore(new HttpModuleStatusApi(this.api));
    this.dashboard = new DashboardStore(new HttpDashboardApi(this.api));
    this.wealth = new WealthStore(new HttpWealthApi(this.api));
    this.dataImport = new DataImportStore(new HttpDataImportApi(this.api));
    this.reconciliations = new ReconciliationStore(new HttpReconciliationApi(this.api));
    this.targets = new TargetsStore(new HttpTargetsApi(this.api));
    this.expenseManager = createBrowserExpenseManagerStore();
    this.housing = new HousingStore(new HttpHousingApi(this.api));
    this.investing = new InvestingStore(new HttpInvestingApi(this.api));
    this.quiz = new QuizStore(new HttpQuizApi(this.api), browserSessionStorage());
    const analyticsAllowed = () => this.identity.isSignedIn && this.identity.user?.analyticsEnabled === true;
    this.content = new ContentStore({
      api: new HttpContentApi(this.api),
      analyticsAllowed,
      canRecordReading: () => this.identity.isSignedIn && Boolean(this.identity.user?.consentedToAppTNCAt),
    });
    this.analytics = createBrowserAnalytics(analyticsAllowed);
  }

  /**
   * The first page's own reads, asked as soon as the session is known instead of once its code has loaded and
   * rendered, when the resident may see that page (the same decision as its gate, spec 1 §4): the dashboard's
   * (dashboard-reads.ts) and a financing plan's (the resident's plans). The document's head preloads the same reads
   * (first-page-reads.ts), so these calls take answers already on their way.
   */
  private askFirstPageReads(path: string): void {
    const firstPage = firstPageOf(path);
    if (!firstPage) return;
    const state = buildAccessState({
      signedIn: this.identity.isSignedIn,
      user: this.identity.user,
      production: this.config.environment === 'production',
      now: new Date(),
      vanillaTablesMode: this.tester.vanillaTablesMode,
    });
    if (!decideAccess(path, state).allow) return;
    if (firstPage === 'dashboard') void readDashboardAtStartUp(this);
    else void this.housing.read();
  }
}

/** Session storage when the browser allows it (some private modes throw on access). */
function browserSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Storage can throw (disabled cookies, some private modes); signing out must carry on regardless. */
function safelyClear(clear: () => void): void {
  try {
    clear();
  } catch {
    // nothing stored, nothing to clear
  }
}
