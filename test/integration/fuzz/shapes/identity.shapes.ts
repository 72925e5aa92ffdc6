import fc from 'fast-check';
import { DATA_SELECTION_MODES, EMPLOYMENT_STATUSES, MARITAL_STATUSES, RESIDENTIAL_STATUSES, SEXES, WORK_YEARS_RANGES } from '../../../../src/identity/domain/enums.js';
import { MODULE_IDS, MAX_STEP } from '../../../../src/identity/domain/module-progress.js';
import { INBUILT_KINDS, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, NOTIFICATION_CATEGORIES, TO_DO_KINDS } from '../../../../src/identity/domain/notifications/notification.js';
import { COMPLETED_BY } from '../../../../src/identity/domain/notifications/recommended-action.js';
import { NAME_MAX_LENGTH } from '../../../../src/identity/adapters/http/user.schemas.js';
import { FUZZ_TODAY, isoInstant, localDate, text } from './primitives.js';

/**
 * The valid shapes of the identity writes: spec 1 §3 (User, Module status, Notification, Recommended action),
 * §5 (text without surrounding space, the email format, dates), §7 (the calls) and docs/api.md "Identity".
 */

/** A day at least 0 and at most 120 years ago (spec 1 §3 date of birth; docs/api.md: age at most 120). */
const dateOfBirth = () =>
  fc.tuple(localDate('1906-11-25', FUZZ_TODAY), fc.boolean()).map(([day, asInstant]) => (asInstant ? `${day}T00:00:00.000Z` : day));

const LOCAL = fc.stringMatching(/^[a-z0-9!#$%&'*+/=?^_`{|}~-]{1,12}(\.[a-z0-9_-]{1,8}){0,2}$/);
const DOMAIN = fc.stringMatching(/^([a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?\.){1,3}[a-z]{2,8}$/);

/** An address the shared email rule accepts (spec 1 §5), sometimes in capitals or with spaces around it (trimmed). */
export const emailAddress = () =>
  fc.tuple(LOCAL, DOMAIN, fc.boolean(), fc.constantFrom('', ' ', '  ')).map(([local, domain, upper, pad]) => `${pad}${upper ? local.toUpperCase() : local}@${domain}${pad}`);

/** An RFC 3339 timestamp, in UTC or at an offset, as a consent or module time is sent. */
export const timestamp = (from: string, to: string) =>
  fc.tuple(isoInstant(from, to), fc.constantFrom('Z', '+08:00', '-05:30')).map(([iso, offset]) => {
    if (offset === 'Z') return iso;
    const minutes = offset === '+08:00' ? 480 : -330;
    const local = new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(0, -1);
    return `${local}${offset}`;
  });

/** PATCH /user: any non-empty part of the profile (spec 1 §3 "User", §7). */
export const profileChange = () =>
  fc
    .record(
      {
        name: text(NAME_MAX_LENGTH),
        dob: dateOfBirth(),
        sex: fc.constantFrom(...SEXES),
        maritalStatus: fc.constantFrom(...MARITAL_STATUSES),
        residentialStatus: fc.constantFrom(...RESIDENTIAL_STATUSES),
        employmentStatusRange: fc.constantFrom(...EMPLOYMENT_STATUSES),
        workYearsRange: fc.constantFrom(...WORK_YEARS_RANGES),
        email: emailAddress(),
        deferEmailVerification: fc.boolean(),
        emailNotificationsStatus: fc.boolean(),
        analyticsEnabled: fc.boolean(),
        consentedToAppTNCAt: timestamp('2000-01-01', '2030-12-31'),
        latestConsentedToAppNOCAt: timestamp('2000-01-01', '2030-12-31'),
        apimMyinfoDataSelectionState: fc.constantFrom(...DATA_SELECTION_MODES),
      },
      { requiredKeys: [] },
    )
    .filter((change) => Object.keys(change).length > 0);

/** PUT /module-status (spec 1 §7): progress `{ module, currentStep, lastUpdated }` or completion with `currentStep: null`. */
export const moduleStatusBody = () =>
  fc.oneof(
    fc.record({ module: fc.constantFrom(...MODULE_IDS), currentStep: fc.integer({ min: 0, max: MAX_STEP }), lastUpdated: timestamp('2020-01-01', FUZZ_TODAY) }, { requiredKeys: ['module', 'currentStep'] }),
    fc.record({ module: fc.constantFrom(...MODULE_IDS), currentStep: fc.constant(null), lastUpdated: timestamp('2020-01-01', FUZZ_TODAY), lastCompleted: timestamp('2020-01-01', FUZZ_TODAY) }),
  );

/** POST /notification/personal (spec 1 §3 "Notification"): a title, a description, a day or a timestamp. */
export const personalNotificationBody = () =>
  fc.record(
    {
      title: text(MAX_TITLE_LENGTH),
      description: text(MAX_DESCRIPTION_LENGTH),
      date: fc.oneof(localDate('1900-01-01', '2200-12-31'), timestamp('1900-01-02', '2200-12-30')),
      acknowledged: fc.boolean(),
      category: fc.constantFrom(...NOTIFICATION_CATEGORIES),
    },
    { requiredKeys: ['title', 'description', 'date'] },
  );

/** A notice key `KIND-DD/MM/YYYY` (docs/api.md "notifications") of one of `kinds`. */
export const notificationKey = (kinds: readonly string[]) =>
  fc.tuple(fc.constantFrom(...kinds), localDate('2020-01-01', '2030-12-31')).map(([kind, day]) => `${kind}-${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
export const todoKey = () => notificationKey(TO_DO_KINDS);
export const inbuiltKey = () => notificationKey(INBUILT_KINDS);

/** POST /recommended-action (spec 1 §4 "Recommended actions"): an upper snake case key, who completed it. */
export const recommendedActionBody = () =>
  fc.record({ key: fc.stringMatching(/^[A-Z][A-Z0-9_]{0,20}$/), completedBy: fc.constantFrom(...COMPLETED_BY) });

/** PATCH /recommended-action/{id}: a completion time before today, or who completed it, or both. */
export const recommendedActionChange = () =>
  fc.record({ completedAt: timestamp('1900-01-02', '2026-11-23'), completedBy: fc.constantFrom(...COMPLETED_BY) }, { requiredKeys: [] }).filter((c) => Object.keys(c).length > 0);

/** A verification code's shape: 43 characters of base64url (docs/api.md "email verification"). */
export const verificationCode = () => fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
