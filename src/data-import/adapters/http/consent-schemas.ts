import { Joi } from '../../../platform/http/validation/joi-spec.js';

/** What a consent service sends back (Myinfo and bank data alike): the code, with the state we sent. */
export const codeAndStateSchema = Joi.object<{ code: string; state: string }>({
  code: Joi.string().trim().min(1).max(512).required(),
  state: Joi.string().trim().min(1).max(200).required(),
}).required();

/** POST .../user-data-rejection: what the consent page said when the resident declined or it failed. */
export const rejectionSchema = Joi.object<{ error: string; description: string }>({
  error: Joi.string().trim().max(200).allow('').required(),
  description: Joi.string().trim().max(1000).allow('').default(''),
}).required();
