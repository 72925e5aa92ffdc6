import { Navigate, type RouteObject } from 'react-router-dom';
import type { AppConfig } from './app-config';
import { GatedRoute } from './gating/gated-route';
import { ContentFooterLayout, ContentOnlyLayout, DefaultLayout } from './layout/layouts';
import { RootShell } from './root-shell';
import { page } from './lazy-page';
import { dashboardAreaRoutes } from '../dashboard/sub-pages/dashboard-area-routes';
import { readinessRoutes } from '../investing/pages/readiness/readiness-routes';
import { CPF_PAY_ME, RESOURCE_LINKS, RETIREMENT_PLAN, WHAT_CAN_I_AFFORD } from './site-map';


const DataSelectionPage = page(() => import('../data-import/pages/data-selection-page'), 'DataSelectionPage');
const ApimCallbackPage = page(() => import('../data-import/pages/apim-callback-page'), 'ApimCallbackPage');
const BanksSummaryPage = page(() => import('../data-import/pages/banks-summary-page'), 'BanksSummaryPage');
const DataErrorPage = page(() => import('../data-import/pages/data-error-page'), 'DataErrorPage');
const MyinfoPage = page(() => import('../data-import/pages/myinfo-page'), 'MyinfoPage');
const MyinfoCallbackPage = page(() => import('../data-import/pages/myinfo-callback-page'), 'MyinfoCallbackPage');
const DataSharingTermsPage = page(() => import('../content/sharing-terms/sharing-terms-pages'), 'DataSharingTermsPage');
const DataSharingRevisionsPage = page(() => import('../content/sharing-terms/sharing-terms-pages'), 'DataSharingRevisionsPage');
const DataSharingRevisionPage = page(() => import('../content/sharing-terms/sharing-terms-pages'), 'DataSharingRevisionPage');
const DataSharingDataListPage = page(() => import('../content/sharing-terms/sharing-terms-pages'), 'DataSharingDataListPage');
const TargetsPage = page(() => import('../targets/pages/targets-page'), 'TargetsPage');
const TargetsSetupPage = page(() => import('../targets/pages/setup-pages'), 'TargetsSetupPage');
const TargetsSavingsStepPage = page(() => import('../targets/pages/setup-pages'), 'TargetsSavingsStepPage');
const TargetsListStepPage = page(() => import('../targets/pages/setup-pages'), 'TargetsListStepPage');
const TargetsAllocationStepPage = page(() => import('../targets/pages/setup-pages'), 'TargetsAllocationStepPage');
const TargetsCompletedPage = page(() => import('../targets/pages/setup-pages'), 'TargetsCompletedPage');
const SmartTargetsStepPage = page(() => import('../targets/pages/setup-pages'), 'SmartTargetsStepPage');
const SmartTargetsReadingPage = page(() => import('../targets/pages/smart-targets-reading-page'), 'SmartTargetsReadingPage');
const AllocateFundsPage = page(() => import('../targets/pages/update-pages'), 'AllocateFundsPage');
const DecideSavingsPage = page(() => import('../targets/pages/update-pages'), 'DecideSavingsPage');
const UpdateSavingsPreviewPage = page(() => import('../targets/pages/update-pages'), 'UpdateSavingsPreviewPage');
const UpdateAvailableFundsPage = page(() => import('../targets/pages/update-pages'), 'UpdateAvailableFundsPage');
const UpdateTargetProgressPage = page(() => import('../targets/pages/update-pages'), 'UpdateTargetProgressPage');
const AllocateAvailableFundsPage = page(() => import('../targets/pages/update-pages'), 'AllocateAvailableFundsPage');
const TargetsLockoutPage = page(() => import('../targets/targets-lockout-page'), 'TargetsLockoutPage');
const BudgetCalculatorIntroPage = page(() => import('../cashflow/budget/pages/budget-calculator-pages'), 'BudgetCalculatorIntroPage');
const CategoriseExpensesPage = page(() => import('../cashflow/budget/pages/budget-calculator-pages'), 'CategoriseExpensesPage');
const SetMonthlyBudgetPage = page(() => import('../cashflow/budget/pages/budget-calculator-pages'), 'SetMonthlyBudgetPage');
const BudgetSummaryPage = page(() => import('../cashflow/budget/pages/budget-calculator-pages'), 'BudgetSummaryPage');
const BudgetLockoutPage = page(() => import('../cashflow/budget/pages/budget-lockout-page'), 'BudgetLockoutPage');
const SaveBeforeYouSpendPage = page(() => import('../cashflow/budget/pages/save-before-you-spend-page'), 'SaveBeforeYouSpendPage');
const ExpenseManagerIntroPage = page(() => import('../cashflow/expense-manager/pages/expense-manager-intro-page'), 'ExpenseManagerIntroPage');
const YourExpensesPage = page(() => import('../cashflow/expense-manager/pages/your-expenses-page'), 'YourExpensesPage');
const YourBudgetPage = page(() => import('../cashflow/expense-manager/pages/your-budget-page'), 'YourBudgetPage');
const ExpenseManagerSummaryPage = page(() => import('../cashflow/expense-manager/pages/expense-manager-summary-page'), 'ExpenseManagerSummaryPage');
const QuizPrefacePage = page(() => import('../quiz/pages/quiz-preface-page'), 'QuizPrefacePage');
const QuizDemographicsPage = page(() => import('../quiz/pages/quiz-demographics-page'), 'QuizDemographicsPage');
const QuizQuestionsPage = page(() => import('../quiz/pages/quiz-questions-page'), 'QuizQuestionsPage');
const QuizResultsPage = page(() => import('../quiz/pages/quiz-results-page'), 'QuizResultsPage');
const QuizTermsPage = page(() => import('../quiz/pages/quiz-terms-page'), 'QuizTermsPage');
const QuizErrorPage = page(() => import('../quiz/pages/quiz-error-page'), 'QuizErrorPage');
const SetRemindersPage = page(() => import('../content/pages/set-reminders-page'), 'SetRemindersPage');
const AboutUsPage = page(() => import('../content/pages/general/about-us-page'), 'AboutUsPage');
const UsefulLinksPage = page(() => import('../content/pages/general/useful-links-page'), 'UsefulLinksPage');
const FaqPage = page(() => import('../content/pages/general/faq-page'), 'FaqPage');
const SiteMapPage = page(() => import('../content/pages/general/site-map-page'), 'SiteMapPage');
const TermsOfUsePage = page(() => import('../content/pages/general/terms-of-use-page'), 'TermsOfUsePage');
const PrivacyPolicyPage = page(() => import('../content/pages/general/privacy-policy-page'), 'PrivacyPolicyPage');
const SupportedBrowsersPage = page(() => import('../content/pages/general/supported-browsers-page'), 'SupportedBrowsersPage');
const RetirementGuidePage = page(() => import('../content/retirement/retirement-pages'), 'RetirementGuidePage');
const DefineRetirementGoalsPage = page(() => import('../content/retirement/retirement-pages'), 'DefineRetirementGoalsPage');
const AssessCurrentSituationPage = page(() => import('../content/retirement/retirement-pages'), 'AssessCurrentSituationPage');
const CloseSavingsGapPage = page(() => import('../content/retirement/retirement-pages'), 'CloseSavingsGapPage');
const SavingsResourcesPage = page(() => import('../content/resources/resource-hubs'), 'SavingsResourcesPage');
const LoansResourcesPage = page(() => import('../content/resources/resource-hubs'), 'LoansResourcesPage');
const InvestmentResourcesPage = page(() => import('../content/resources/resource-hubs'), 'InvestmentResourcesPage');
const InsuranceResourcesPage = page(() => import('../content/resources/resource-hubs'), 'InsuranceResourcesPage');
const RepayYourLoansEarlyPage = page(() => import('../content/resources/articles/repay-your-loans-early-page'), 'RepayYourLoansEarlyPage');
const BewareOfInvestmentScamsPage = page(() => import('../content/resources/articles/beware-of-investment-scams-page'), 'BewareOfInvestmentScamsPage');
const GetFinancialAdvicePage = page(() => import('../content/resources/articles/get-financial-advice-page'), 'GetFinancialAdvicePage');
const UnderstandingTheTypesOfInsurancePage = page(() => import('../content/resources/articles/understanding-the-types-of-insurance-page'), 'UnderstandingTheTypesOfInsurancePage');
const BuyingAHousePage = page(() => import('../content/resources/housing/housing-pages'), 'BuyingAHousePage');
const HousingGuidePage = page(() => import('../content/resources/housing/housing-pages'), 'HousingGuidePage');
const FinancingPlansPage = page(() => import('../housing/pages/financing-plans-page'), 'FinancingPlansPage');
const PlanOpenPage = page(() => import('../housing/pages/plan-step-page'), 'PlanOpenPage');
const PlanStepPage = page(() => import('../housing/pages/plan-step-page'), 'PlanStepPage');
const PlanSummaryPage = page(() => import('../housing/pages/plan-summary-page'), 'PlanSummaryPage');
const RecommendedStepPage = page(() => import('../housing/pages/recommended-plan-pages'), 'RecommendedStepPage');
const RecommendedAssumptionsPage = page(() => import('../housing/pages/recommended-plan-pages'), 'RecommendedAssumptionsPage');
const HowMuchWillCpfPayMePage = page(() => import('../retirement/pages/how-much-will-cpf-pay-me-page'), 'HowMuchWillCpfPayMePage');
const RetirementPlanPage = page(() => import('../retirement/plan/retirement-plan-page'), 'RetirementPlanPage');
const AffordabilityPage = page(() => import('../housing/pages/affordability-page'), 'AffordabilityPage');
const FinancingPlanLockoutPage = page(() => import('../housing/pages/financing-plan-lockout-page'), 'FinancingPlanLockoutPage');
const InsuranceArticlePage = page(() => import('../content/resources/insurance/insurance-article-page'), 'InsuranceArticlePage');
const SetUpCdpAccountPage = page(() => import('../content/resources/articles/set-up-cdp-account-page'), 'SetUpCdpAccountPage');
const UpdateBankDataPage = page(() => import('../data-import/pages/update-bank-data-page'), 'UpdateBankDataPage');
const GovSummaryPage = page(() => import('../data-import/pages/gov-summary-page'), 'GovSummaryPage');
const LandingPage = page(() => import('../landing/landing-page'), 'LandingPage');
const DashboardPage = page(() => import('../dashboard/dashboard-page'), 'DashboardPage');
const ReportPage = page(() => import('../report/report-page'), 'ReportPage');
const LoginPage = page(() => import('../identity/pages/login-page'), 'LoginPage');
const SpCallbackPage = page(() => import('../identity/pages/sp-callback-page'), 'SpCallbackPage');
const LogoutPage = page(() => import('../identity/pages/logout-page'), 'LogoutPage');
const NotFoundPage = page(() => import('../content/pages/not-found-page'), 'NotFoundPage');
const InvestingGuideLockoutPage = page(() => import('../investing/pages/lockout/investing-lockout-pages'), 'InvestingGuideLockoutPage');
const GrowthRateLockoutPage = page(() => import('../investing/pages/lockout/investing-lockout-pages'), 'GrowthRateLockoutPage');
const InvestingGuidePage = page(() => import('../investing/pages/guide/investing-guide-page'), 'InvestingGuidePage');
const EstimatedGrowthRatePage = page(() => import('../investing/pages/growth/estimated-growth-rate-page'), 'EstimatedGrowthRatePage');
const IntroPrivacyPage = page(() => import('../identity/pages/intro-privacy-page'), 'IntroPrivacyPage');
const NoticeOfCollectionPage = page(() => import('../identity/pages/notice-of-collection-page'), 'NoticeOfCollectionPage');
const EmailInterceptPage = page(() => import('../identity/pages/email-intercept-page'), 'EmailInterceptPage');
const EmailVerificationPage = page(() => import('../identity/pages/email-verification-page'), 'EmailVerificationPage');
const OutboxPage = page(() => import('../dev/outbox-page'), 'OutboxPage');
const NotificationsPage = page(() => import('../notifications/notifications-page'), 'NotificationsPage');
const VanillaTablesPage = page(() => import('./tester/vanilla-tables-page'), 'VanillaTablesPage');
const OnboardingHomePage = page(() => import('../onboarding/pages/onboarding-home-page'), 'OnboardingHomePage');
const OnboardingStep1Page = page(() => import('../onboarding/pages/step-1-page'), 'OnboardingStep1Page');
const OnboardingStep2Page = page(() => import('../onboarding/pages/step-2-page'), 'OnboardingStep2Page');
const OnboardingStep3Page = page(() => import('../onboarding/pages/step-3-page'), 'OnboardingStep3Page');
const OnboardingCompletedPage = page(() => import('../onboarding/pages/onboarding-completed-page'), 'OnboardingCompletedPage');
const OnboardingIncompletePage = page(() => import('../onboarding/pages/onboarding-incomplete-page'), 'OnboardingIncompletePage');
const IncomeEstimationPage = page(() => import('../onboarding/pages/income-estimation-page'), 'IncomeEstimationPage');
const ExpenseEstimationPage = page(() => import('../onboarding/pages/expense-estimation-page'), 'ExpenseEstimationPage');
const ProfilePage = page(() => import('../profile/pages/profile-page'), 'ProfilePage');
const EditGeneralInformationPage = page(() => import('../profile/pages/edit-general-information-page'), 'EditGeneralInformationPage');
const EditEmploymentStatusPage = page(() => import('../profile/pages/edit-employment-status-page'), 'EditEmploymentStatusPage');
const EditEmailPreferencesPage = page(() => import('../profile/pages/edit-email-preferences-page'), 'EditEmailPreferencesPage');
const AddEmailPage = page(() => import('../profile/pages/add-email-page'), 'AddEmailPage');
const EmailInterceptNotificationPage = page(() => import('../profile/pages/email-intercept-notification-page'), 'EmailInterceptNotificationPage');
const DeleteConsequencesPage = page(() => import('../profile/pages/delete-consequences-page'), 'DeleteConsequencesPage');
const DeleteConfirmationPage = page(() => import('../profile/pages/delete-confirmation-page'), 'DeleteConfirmationPage');
const DeactivatedPage = page(() => import('../identity/pages/deactivated-page'), 'DeactivatedPage');
const DeleteCompletedPage = page(() => import('../identity/pages/delete-completed-page'), 'DeleteCompletedPage');
const MaintenanceNoticesPage = page(() => import('../content/pages/maintenance-notices-page'), 'MaintenanceNoticesPage');
const SearchPage = page(() => import('../content/pages/search-page'), 'SearchPage');
const SettingsPage = page(() => import('../settings/settings-page'), 'SettingsPage');
const CashflowSetupPage = page(() => import('../cashflow/setup/pages/cashflow-setup-page'), 'CashflowSetupPage');
const CashflowInflowPage = page(() => import('../cashflow/setup/pages/inflow-page'), 'CashflowInflowPage');
const CashflowExpensePage = page(() => import('../cashflow/setup/pages/outflow-expense-page'), 'CashflowExpensePage');
const CashflowLoansPage = page(() => import('../cashflow/setup/pages/outflow-loans-page'), 'CashflowLoansPage');
const CashflowInvestmentsPage = page(() => import('../cashflow/setup/pages/outflow-investments-page'), 'CashflowInvestmentsPage');
const CashflowCompletedPage = page(() => import('../cashflow/setup/pages/cashflow-completed-page'), 'CashflowCompletedPage');
const WealthSetupPage = page(() => import('../wealth/pages/wealth-setup-page'), 'WealthSetupPage');
const WealthAssetsPage = page(() => import('../wealth/pages/wealth-assets-page'), 'WealthAssetsPage');
const WealthLiabilitiesPage = page(() => import('../wealth/pages/wealth-liabilities-page'), 'WealthLiabilitiesPage');
const WealthCompletedPage = page(() => import('../wealth/pages/wealth-completed-page'), 'WealthCompletedPage');

/**
 * Unknown addresses inside the resource sections that have no base page to fall back on: 'Page not found', with the
 * section as the way back (docs/decisions.md "Investing for beginners").
 */
const SECTIONS_WITH_NOT_FOUND = [RESOURCE_LINKS.savings, RESOURCE_LINKS.loans, RESOURCE_LINKS.investments, RESOURCE_LINKS.insurance];

/** Developer pages: outside production only; in production the route does not exist (the catch-all applies). */
function developerRoutes(config: Pick<AppConfig, 'environment'>): RouteObject[] {
  return config.environment === 'production' ? [] : [{ path: 'dev/outbox', element: <OutboxPage /> }];
}

/**
 * Every route sits under {@link GatedRoute}: the shared `decideAccess` lets public pages through and decides, for
 * everything else, whether the resident may see it now (spec 1 §4). Signed-in pages need no guard of their own.
 */
export function buildRoutes(config: Pick<AppConfig, 'environment'>): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootShell />,
      children: [
        {
          element: <GatedRoute />,
          children: [
            {
              element: <DefaultLayout />,
              children: [
                { index: true, element: <LandingPage /> },
                { path: 'dashboard', element: <DashboardPage /> },
                { path: 'report', element: <ReportPage /> },
                ...dashboardAreaRoutes(),
                // Data import (spec 2 §4): Myinfo's consent round trip and what it gave.
                { path: 'myinfo', element: <MyinfoPage /> },
                { path: 'my-info-data-callback', element: <MyinfoCallbackPage /> },
                { path: 'data/summary/gov', element: <GovSummaryPage /> },
                { path: 'settings/data-selection', element: <Navigate to="/settings/data-selection/main" replace /> },
                { path: 'settings/data-selection/main', element: <DataSelectionPage /> },
                { path: 'apim-callback', element: <ApimCallbackPage /> },
                { path: 'data/summary/banks', element: <BanksSummaryPage /> },
                { path: 'data/error', element: <DataErrorPage provider={false} /> },
                { path: 'data/error/sp', element: <DataErrorPage provider /> },
                { path: 'data', element: <Navigate to="/data/summary/banks" replace /> },
                { path: 'data/summary', element: <Navigate to="/data/summary/banks" replace /> },
                { path: 'update-bank-data', element: <UpdateBankDataPage /> },
                { path: 'targets/lockout-page', element: <TargetsLockoutPage /> },
                // Targets (spec 3): the page, its setup module, the allocation and the update of expired targets.
                { path: 'targets', element: <TargetsPage /> },
                { path: 'targets/setup', element: <TargetsSetupPage /> },
                { path: 'targets/setup/step-1', element: <TargetsSavingsStepPage /> },
                { path: 'targets/setup/step-2', element: <TargetsListStepPage /> },
                { path: 'targets/setup/step-3', element: <TargetsAllocationStepPage /> },
                { path: 'targets/setup/smart-targets', element: <SmartTargetsStepPage /> },
                { path: 'targets/setup/completed', element: <TargetsCompletedPage /> },
                { path: 'targets/decide-savings', element: <DecideSavingsPage /> },
                { path: 'targets/*', element: <NotFoundPage section={{ label: 'Targets', to: '/targets' }} /> },
                { path: 'allocate-funds-and-allocation', element: <AllocateFundsPage /> },
                { path: 'update-savings-preview', element: <UpdateSavingsPreviewPage /> },
                { path: 'update-available-funds', element: <UpdateAvailableFundsPage /> },
                { path: 'update-target-progress', element: <UpdateTargetProgressPage /> },
                { path: 'allocate-available-funds', element: <AllocateAvailableFundsPage /> },
                { path: 'savings-resources/setting-smart-targets', element: <SmartTargetsReadingPage /> },
                // The budget calculator (spec 3 §2): signed in, behind its lockout page; the article it rests on is public.
                { path: 'savings-resources/budget-calculator', element: <BudgetCalculatorIntroPage /> },
                { path: 'savings-resources/budget-calculator/categorise-expenses', element: <CategoriseExpensesPage /> },
                { path: 'savings-resources/budget-calculator/set-monthly-budget', element: <SetMonthlyBudgetPage /> },
                { path: 'savings-resources/budget-calculator/summary', element: <BudgetSummaryPage /> },
                { path: 'savings-resources/budget-calculator/*', element: <NotFoundPage section={{ label: 'Budget calculator', to: '/savings-resources/budget-calculator' }} /> },
                { path: 'savings-resources/budget-calc-lockout-page', element: <BudgetLockoutPage /> },
                { path: 'savings-resources/save-before-you-spend', element: <SaveBeforeYouSpendPage /> },
                // General and legal pages (footer).
                { path: 'about-us', element: <AboutUsPage /> },
                { path: 'useful-links', element: <UsefulLinksPage /> },
                { path: 'faq', element: <FaqPage /> },
                { path: 'site-map', element: <SiteMapPage /> },
                { path: 'terms-of-use', element: <TermsOfUsePage /> },
                { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
                { path: 'supported-browsers', element: <SupportedBrowsersPage /> },
                // The retirement guide (spec 3 §2); an unknown path says 'Page not found' with its base as the way back.
                { path: 'retirement-resources', element: <RetirementGuidePage /> },
                { path: 'retirement-resources/define-retirement-goals', element: <DefineRetirementGoalsPage /> },
                { path: 'retirement-resources/assess-current-situation', element: <AssessCurrentSituationPage /> },
                { path: 'retirement-resources/close-savings-gap', element: <CloseSavingsGapPage /> },
                // The public "How much will CPF pay me?" (docs/decisions.md "How much will CPF pay me?"): anyone, nothing stored.
                { path: CPF_PAY_ME.to.slice(1), element: <HowMuchWillCpfPayMePage /> },
                { path: 'retirement-resources/*', element: <NotFoundPage section={RESOURCE_LINKS.retirement} /> },
                // The resident's own Retirement plan (docs/decisions.md "The retirement plan"): signed in, outside the public guide.
                { path: RETIREMENT_PLAN.to.slice(1), element: <RetirementPlanPage /> },
                // Resource sections (spec 1 §2): each front page, and the articles written so far.
                { path: 'savings-resources', element: <SavingsResourcesPage /> },
                { path: 'loans-and-credit-resources', element: <LoansResourcesPage /> },
                { path: 'investment-resources', element: <InvestmentResourcesPage /> },
                { path: 'insurance-resources', element: <InsuranceResourcesPage /> },
                { path: 'loans-and-credit-resources/repay-your-loans-early', element: <RepayYourLoansEarlyPage /> },
                { path: 'investment-resources/beware-of-investment-scams', element: <BewareOfInvestmentScamsPage /> },
                { path: 'investment-resources/get-financial-advice', element: <GetFinancialAdvicePage /> },
                { path: 'insurance-resources/understanding-the-types-of-insurance', element: <UnderstandingTheTypesOfInsurancePage /> },
                // Buying a house (spec 3 §2): the purchase guide (public) and the financing plan (behind its lockout page).
                { path: 'buying-a-house', element: <BuyingAHousePage /> },
                { path: WHAT_CAN_I_AFFORD.to.slice(1), element: <AffordabilityPage /> },
                { path: 'buying-a-house/lockout-page', element: <FinancingPlanLockoutPage /> },
                { path: 'buying-a-house/financing-plan', element: <FinancingPlansPage /> },
                { path: 'buying-a-house/financing-plan/recommended/step-1', element: <RecommendedStepPage /> },
                { path: 'buying-a-house/financing-plan/recommended/assumptions', element: <RecommendedAssumptionsPage /> },
                { path: 'buying-a-house/financing-plan/:planId', element: <PlanOpenPage /> },
                { path: 'buying-a-house/financing-plan/:planId/summary', element: <PlanSummaryPage /> },
                { path: 'buying-a-house/financing-plan/:planId/:step', element: <PlanStepPage /> },
                { path: 'buying-a-house/financing-plan/*', element: <NotFoundPage section={{ label: 'Financing plan', to: '/buying-a-house/financing-plan' }} /> },
                { path: 'buying-a-house/:guide', element: <HousingGuidePage /> },
                { path: 'buying-a-house/*', element: <NotFoundPage section={RESOURCE_LINKS.housing} /> },
                { path: 'insurance-resources/:article', element: <InsuranceArticlePage /> },
                { path: 'investment-resources/set-up-cdp-and-or-brokerage-account', element: <SetUpCdpAccountPage /> },
                { path: 'investment-resources/set-reminders', element: <SetRemindersPage /> },
                // Investing for beginners (spec 3 §2): the guide and the growth-rate tool each behind a lockout page.
                { path: 'investment-resources/investing-for-beginners-lockout-page', element: <InvestingGuideLockoutPage /> },
                { path: 'investment-resources/investing-for-beginners', element: <InvestingGuidePage /> },
                // The readiness assessment, its results and their edit sub-pages (spec 3 §2).
                ...readinessRoutes(),
                { path: 'investment-resources/estimated-growth-rate-lockout-page', element: <GrowthRateLockoutPage /> },
                { path: 'investment-resources/estimated-growth-rate', element: <EstimatedGrowthRatePage /> },
                // The public expense manager (spec 3 §2): anyone, figures kept in the browser.
                { path: 'expense-manager', element: <ExpenseManagerIntroPage /> },
                { path: 'expense-manager/your-expenses', element: <YourExpensesPage /> },
                { path: 'expense-manager/your-budget', element: <YourBudgetPage /> },
                { path: 'expense-manager/summary', element: <ExpenseManagerSummaryPage /> },
                { path: 'expense-manager/*', element: <NotFoundPage section={{ label: 'Expense manager', to: '/expense-manager' }} /> },
                { path: 'logout', element: <LogoutPage /> },
                { path: 'notifications', element: <NotificationsPage /> },
                { path: 'profile', element: <ProfilePage /> },
                { path: 'profile/edit-general-information', element: <EditGeneralInformationPage /> },
                { path: 'profile/edit-employment-status', element: <EditEmploymentStatusPage /> },
                { path: 'profile/edit-email-preferences', element: <EditEmailPreferencesPage /> },
                { path: 'profile/add-email', element: <AddEmailPage /> },
                { path: 'profile/email-intercept-notification', element: <EmailInterceptNotificationPage /> },
                { path: 'profile/delete-consequences', element: <DeleteConsequencesPage /> },
                { path: 'profile/delete-confirmation', element: <DeleteConfirmationPage /> },
                { path: 'maintenance-notices', element: <MaintenanceNoticesPage /> },
                { path: 'data-sharing-terms', element: <DataSharingTermsPage /> },
                { path: 'data-sharing-terms/revisions', element: <DataSharingRevisionsPage /> },
                { path: 'data-sharing-terms/revisions/:revisionId', element: <DataSharingRevisionPage /> },
                { path: 'data-sharing-terms/data-list', element: <DataSharingDataListPage /> },
                { path: 'data-sharing-terms/*', element: <NotFoundPage section={{ label: 'Data-sharing terms', to: '/data-sharing-terms' }} /> },
                { path: 'search/*', element: <SearchPage /> },
                { path: 'settings', element: <SettingsPage /> },
                { path: 'cashflow', element: <Navigate to="/cashflow/setup" replace /> },
                { path: 'cashflow/setup', element: <CashflowSetupPage /> },
                { path: 'cashflow/inflow', element: <CashflowInflowPage /> },
                { path: 'cashflow/outflow-expense', element: <CashflowExpensePage /> },
                { path: 'cashflow/outflow-loans', element: <CashflowLoansPage /> },
                { path: 'cashflow/outflow-investments', element: <CashflowInvestmentsPage /> },
                { path: 'cashflow/completed', element: <CashflowCompletedPage /> },
                { path: 'wealth', element: <Navigate to="/wealth/setup" replace /> },
                { path: 'wealth/setup', element: <WealthSetupPage /> },
                { path: 'wealth/assets', element: <WealthAssetsPage /> },
                { path: 'wealth/liabilities', element: <WealthLiabilitiesPage /> },
                { path: 'wealth/completed', element: <WealthCompletedPage /> },
                ...SECTIONS_WITH_NOT_FOUND.map((section) => ({
                  path: `${section.to.slice(1)}/*`,
                  element: <NotFoundPage section={section} />,
                })),
              ],
            },
            {
              element: <ContentOnlyLayout />,
              children: [
                { path: 'login', element: <LoginPage /> },
                { path: 'sp-callback', element: <SpCallbackPage /> },
                // The financial-literacy quiz (spec 3 §2): public, content only; an unknown sub-page says 'Page not found'.
                { path: 'fin-lit-quiz', element: <QuizPrefacePage /> },
                { path: 'fin-lit-quiz/preface', element: <QuizPrefacePage /> },
                { path: 'fin-lit-quiz/demographics', element: <QuizDemographicsPage /> },
                { path: 'fin-lit-quiz/questions', element: <QuizQuestionsPage /> },
                { path: 'fin-lit-quiz/results', element: <QuizResultsPage /> },
                { path: 'fin-lit-quiz/terms-and-conditions', element: <QuizTermsPage /> },
                { path: 'fin-lit-quiz/error', element: <QuizErrorPage /> },
                { path: 'fin-lit-quiz/*', element: <NotFoundPage section={{ label: 'Financial literacy quiz', to: '/fin-lit-quiz' }} /> },
              ],
            },
            {
              // Consent, the login intercepts and onboarding: the brand and Log out only, no main navigation.
              element: <ContentFooterLayout />,
              children: [
                { path: 'email-verification/:verificationCode', element: <EmailVerificationPage /> },
                { path: 'intro-privacy', element: <IntroPrivacyPage /> },
                { path: 'notification-of-changes-intercept-login', element: <NoticeOfCollectionPage /> },
                { path: 'email-intercept-login', element: <EmailInterceptPage /> },
                // Vanilla tables mode (tester controls): the gate lets only this page open, with the Log out-only bar.
                { path: 'sgfindex', element: <VanillaTablesPage /> },
                // Account deletion: the pending resident may see nothing else; the deleted one is signed out.
                { path: 'deactivated', element: <DeactivatedPage /> },
                { path: 'delete-completed', element: <DeleteCompletedPage /> },
                { path: 'onboarding', element: <OnboardingHomePage /> },
                { path: 'onboarding/info/step-1', element: <OnboardingStep1Page /> },
                { path: 'onboarding/info/step-2', element: <OnboardingStep2Page /> },
                { path: 'onboarding/info/step-3', element: <OnboardingStep3Page /> },
                { path: 'onboarding/completed', element: <OnboardingCompletedPage /> },
                { path: 'onboarding/incomplete', element: <OnboardingIncompletePage /> },
                { path: 'onboarding/income-estimation', element: <IncomeEstimationPage /> },
                { path: 'onboarding/expense-estimation', element: <ExpenseEstimationPage /> },
                ...developerRoutes(config),
              ],
            },
          ],
        },
        {
          // Any other address: 'Page not found' with search and the main links, for everyone. It sits outside the gate,
          // which would send a visitor to the home page for any address it does not know as public, and it replaces
          // spec 1 §2's redirect to the onboarding base route (docs/decisions.md "Rough edges smoothed").
          element: <DefaultLayout />,
          children: [{ path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
