import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { UpdateProfile } from '../../application/update-profile.js';
import type { GuardOptions } from './session-guard.js';
import { presentUser, type ProfileFactsReader } from './user.presenter.js';
import type { EmailNotificationsRequest, UserProfile } from './identity.contract.js';

export const NEWSLETTER_CHOICE_MESSAGE = 'Choose whether to receive the newsletter (true or false).';

/** PUT /email-notifications body: exactly one boolean; anything else says what is expected. */
export const emailNotificationsSchema = Joi.object<EmailNotificationsRequest>({
  newsletter: Joi.boolean().strict().required().messages({ 'any.required': NEWSLETTER_CHOICE_MESSAGE, 'boolean.base': NEWSLETTER_CHOICE_MESSAGE }),
})
  .required()
  .messages({ 'any.required': NEWSLETTER_CHOICE_MESSAGE, 'object.base': NEWSLETTER_CHOICE_MESSAGE });

export interface EmailNotificationsRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  clock: Clock;
  updateProfile: UpdateProfile;
  nocCutoffDate: string;
  /** The profile fields other contexts hold (spec 1 §3), read for the answer. */
  profileFacts: ProfileFactsReader;
}

/** Spec 1 §7 PUT /email-notifications: the newsletter preference, one profile flag (`emailNotificationsStatus`). */
export function emailNotificationsRoutes(deps: EmailNotificationsRoutesDeps): ApiRoutes {
  return {
    name: 'identity.email-notifications',
    mount(router) {
      router.put('/email-notifications', deps.guard({ requireConsent: true }), validate({ body: emailNotificationsSchema }), async (ctx) => {
        const { newsletter } = ctx.request.body as EmailNotificationsRequest;
        const user = await deps.updateProfile.execute(ctx.state.currentUser!, { emailNotificationsStatus: newsletter });
        const body: UserProfile = presentUser(user, { today: todayInSingapore(deps.clock), nocCutoffDate: deps.nocCutoffDate }, await deps.profileFacts.execute(user.id));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
