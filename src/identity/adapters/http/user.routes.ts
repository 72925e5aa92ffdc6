import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import { ValidationFailed } from '../../../shared-kernel/errors.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { UpdateProfile } from '../../application/update-profile.js';
import type { RecordFeedbackGiven } from '../../application/feedback-form.js';
import type { ProfileUpdate } from '../../domain/profile-update.js';
import type { GuardOptions } from './session-guard.js';
import { presentUser, type ProfileFactsReader } from './user.presenter.js';
import { updateUserSchema } from './user.schemas.js';
import type { UpdateUserRequest, UserProfile } from './identity.contract.js';

export interface UserRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  clock: Clock;
  updateProfile: UpdateProfile;
  /** The notice-of-collection cut-off of this environment (spec 1 §4). */
  nocCutoffDate: string;
  /** The profile fields other contexts hold (spec 1 §3), read for every answer. */
  profileFacts: ProfileFactsReader;
  recordFeedback: RecordFeedbackGiven;
}

/** The wire request as the domain's update: consent timestamps become "consent now" (their value is not used). */
function toProfileUpdate(body: UpdateUserRequest): ProfileUpdate {
  const { consentedToAppTNCAt, latestConsentedToAppNOCAt, ...fields } = body;
  return {
    ...fields,
    ...(consentedToAppTNCAt !== undefined && { consentToAppTerms: true }),
    ...(latestConsentedToAppNOCAt !== undefined && { consentToNoticeOfCollection: true }),
  };
}

/** The signed-in resident's own profile: read it (GET /user) and change it (PATCH /user). */
export function userRoutes(deps: UserRoutesDeps): ApiRoutes {
  const profile = async (user: Parameters<typeof presentUser>[0]): Promise<UserProfile> =>
    presentUser(user, { today: todayInSingapore(deps.clock), nocCutoffDate: deps.nocCutoffDate }, await deps.profileFacts.execute(user.id));

  return {
    name: 'identity.user',
    mount(router) {
      // Also while the account is pending deletion: the /deactivated page shows when it will be deleted.
      router.get('/user', deps.guard({ allowPendingDeletion: true }), async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await profile(ctx.state.currentUser!);
      });

      // The consent check is the domain's (only consent may be sent before consent), so no requireConsent here.
      router.patch('/user', deps.guard(), validate({ body: updateUserSchema(deps.clock) }), async (ctx) => {
        const body = (ctx.request.body ?? {}) as UpdateUserRequest;
        if (Object.keys(body).length === 0) throw new ValidationFailed([{ field: 'body', message: 'Nothing to update' }], 'Nothing to update');
        const user = await deps.updateProfile.execute(ctx.state.currentUser!, toProfileUpdate(body));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await profile(user);
      });

      // The resident says they sent the feedback form: the feedback notice ends (spec 1 §4; docs/decisions.md
      // "Spec gaps closed"). No body; answers the profile, as PATCH /user does.
      router.post('/user/feedback-form', deps.guard({ requireConsent: true }), async (ctx) => {
        const user = await deps.recordFeedback.execute(ctx.state.currentUser!.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await profile(user);
      });
    },
  };
}
