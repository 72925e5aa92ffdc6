/**
 * What other contexts may use of the identity context (the `contexts-meet-through-public-api` rule): the session
 * guard that protects their routes. Importing the guard's types also brings `ctx.state.currentUser` (the signed-in
 * resident) into their handlers' types.
 */
import { IDENTITY } from './identity.tokens.js';

/** Resolve this token for `guard(options)`, the middleware in front of every signed-in route. */
export const SessionGuard = IDENTITY.SessionGuard;
export type { GuardOptions } from './adapters/http/session-guard.js';

/**
 * Resolve this token for the resident's completed recommended actions (spec 1 §4): `list(userId)` and
 * `complete(userId, key, 'SYSTEM')`, which records a system completion only when the key is not completed yet.
 */
export const RecommendedActionsToken = IDENTITY.RecommendedActions;
export type { RecommendedActions as RecommendedActionsService } from './application/recommended-actions.js';

/** Resolve this token for `execute(userId)`: the resident's date of birth ('YYYY-MM-DD') and employment status, null when unknown. */
export const ResidentFactsQuery = IDENTITY.ResidentFacts;
export type { ResidentFacts, ResidentFactsResult } from './application/resident-facts.js';
/** The same facts of the signed-in resident, from `ctx.state.currentUser` (the guard has read it: no query). */
export { residentFactsOf, residentProfileFactsOf, type ResidentProfileFacts } from './application/resident-facts.js';

/** Resolve this token for `execute(userId, nric)`: whether it is the resident's own NRIC/FIN (null: cannot tell). */
export const ResidentMatchesNricQuery = IDENTITY.ResidentMatchesNric;
export type { ResidentMatchesNric } from './application/resident-matches-nric.js';


/**
 * Bind this token (from the context that imports bank data) to tell the notices which month the resident's bank
 * data is from: `latestMonth(userId)`, 'YYYY-MM' or null (spec 1 §4 "update-bank-data is due ...").
 */
export const BankDataMonthSourceToken = IDENTITY.BankDataMonthSource;
export type { BankDataMonthSource } from './ports/bank-data-month-source.js';

/**
 * Resolve this token for `execute(userId, basics)`: Myinfo's basic data (name, date of birth, sex, marital and
 * residential status, in identity's codes) fills the resident's profile where it is still empty.
 */
export const PrefillProfileCommand = IDENTITY.PrefillProfile;
export type { PrefillProfile } from './application/prefill-profile.js';
export type { PersonBasics } from './domain/user.js';

/**
 * Resolve this token for `execute(userId, { title, description, category, date, acknowledged })`: a notice of the
 * resident's own, such as an emergency-fund milestone (spec 1 §3, spec 3 §4).
 */
export const CreatePersonalNotificationCommand = IDENTITY.CreatePersonalNotification;
export type { CreatePersonalNotification, PersonalNotificationInput } from './application/notifications.js';

/** Bind this token (from the targets context) to tell the update-funds-and-targets notice the plan's dates. */
export const PlanFactsSourceToken = IDENTITY.PlanFactsSource;
export type { PlanFacts, PlanFactsSource } from './ports/plan-facts-source.js';
/** Bind to tell the anti-scam notice whether its article was read (the content context does). */
export const ArticleReadSourceToken = IDENTITY.ArticleReadSource;
export type { ArticleReadSource } from './ports/article-read-source.js';
/** Bind to tell the "insurance module" notice whether the resident has recorded any insurance (cashflow-wealth does). */
export const InsuranceRecordSourceToken = IDENTITY.InsuranceRecordSource;
export type { InsuranceRecordSource } from './ports/insurance-record-source.js';
/** Bind to tell the update-funds-and-targets notice when the resident's investments last changed (cashflow-wealth does). */
export const InvestmentsUpdateSourceToken = IDENTITY.InvestmentsUpdateSource;
export type { InvestmentsUpdateSource } from './ports/investments-update-source.js';
/**
 * Bind (data-import does) to fill the profile's Myinfo and bank-data consent times and connected banks (spec 1 §3):
 * the part is read in the profile's one statement, the source on its own by the bank notices.
 */
export const ImportedDataFactsPartToken = IDENTITY.ImportedDataFactsPart;
export const ImportedDataFactsSourceToken = IDENTITY.ImportedDataFactsSource;
/** Bind (cashflow-wealth does) to fill the profile's target monthly savings, total budget and estimated expenses. */
export const MoneyPlanFactsPartToken = IDENTITY.MoneyPlanFactsPart;
export type { ImportedDataFactsPart, ImportedDataFactsSource, MoneyPlanFactsPart, ProfileFactsSqlPart } from './ports/profile-facts-sources.js';
export type { ConnectedBank, ImportedDataFacts, MoneyPlanFacts } from './domain/profile-facts.js';

/** Resolve this token for `findById(userId)`: the resident's own account (the export of their data reads the profile). */
export const ResidentAccountQuery = IDENTITY.UserRepository;
export type { User as ResidentAccount } from './domain/user.js';

/** Resolve for `execute(userId)` and `execute(userId, module, change)`: GET and PUT /module-status's use cases (an import completes the setup flows it fills). */
export const ListModuleStatusesQuery = IDENTITY.ListModuleStatuses;
export const RecordModuleProgressCommand = IDENTITY.RecordModuleProgress;
