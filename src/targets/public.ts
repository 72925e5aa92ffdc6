/**
 * What other contexts may use of targets (the `contexts-meet-through-public-api` rule): the export and import of a
 * resident's data (data-import context; docs/decisions.md "Export and import of one's data") read the targets and
 * write them back through the same commands as POST /goal and PUT /emergency-fund.
 */
import { TARGETS } from './targets.tokens.js';

/** Resolve for `listGoals(userId)` and `findEmergencyFund(userId)`. */
export const TargetsRecordsToken = TARGETS.TargetsRepository;
/** Resolve for `create(userId, draft)` and `delete(userId, id)`: POST and DELETE /goal's rules. */
export const GoalCommandsToken = TARGETS.GoalCommands;
/** Resolve for `put(userId, fields)`: PUT /emergency-fund's rules. */
export const EmergencyFundCommandsToken = TARGETS.EmergencyFundCommands;
/** POST /goal's and PUT /emergency-fund's edge schemas: an import checks each item with them. */
export { createGoalSchema, putFundSchema } from './adapters/http/targets.routes.js';
/** At most this many open targets (docs/decisions.md "Every list has a cap"). */
export { MAX_OPEN_GOALS } from './domain/goal.js';
