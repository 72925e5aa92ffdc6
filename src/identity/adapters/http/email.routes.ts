import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { SendVerificationCode, VerifyEmail } from '../../application/email-verification.js';
import type { GuardOptions } from './session-guard.js';
import { presentUser, type ProfileFactsReader } from './user.presenter.js';
import type { GenerateVerificationCodeResponse, RegenerateVerificationCodeRequest, UserProfile, VerifyEmailRequest } from './identity.contract.js';

/** Codes are 43 characters; anything much longer is not one of ours. */
const CODE = Joi.string().trim().min(1).max(200);

export const regenerateVerificationCodeSchema = Joi.object<RegenerateVerificationCodeRequest>({ verificationCode: CODE }).default({});
export const verifyEmailSchema = Joi.object<VerifyEmailRequest>({ verificationCode: CODE.required() }).required();

export interface EmailRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  clock: Clock;
  send: SendVerificationCode;
  verify: VerifyEmail;
  nocCutoffDate: string;
  /** The profile fields other contexts hold (spec 1 §3), read for the answer. */
  profileFacts: ProfileFactsReader;
}

/** Spec 1 §7 email calls: send (or send again) a verification link, and verify with its code. */
export function emailRoutes(deps: EmailRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  const sendCode: AppMiddleware = async (ctx) => {
    const { user, expiresAt } = await deps.send.execute(ctx.state.currentUser!);
    const body: GenerateVerificationCodeResponse = { emailVerificationStatus: user.emailVerificationStatus as 'PENDING_VERIFICATION', expiresAt: expiresAt.toISOString() };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
  return {
    name: 'identity.email',
    mount(router) {
      router.post('/email/generate-verification-code', guard(), sendCode);
      // The old code the spec sends is not needed: whoever it belongs to, a new code replaces every older one.
      router.post('/email/regenerate-verification-code', guard(), validate({ body: regenerateVerificationCodeSchema }), sendCode);
      router.post('/email/verify-email', guard(), validate({ body: verifyEmailSchema }), async (ctx) => {
        const { verificationCode } = ctx.request.body as VerifyEmailRequest;
        const user = await deps.verify.execute(ctx.state.currentUser!, verificationCode);
        const body: UserProfile = presentUser(user, { today: todayInSingapore(deps.clock), nocCutoffDate: deps.nocCutoffDate }, await deps.profileFacts.execute(user.id));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
