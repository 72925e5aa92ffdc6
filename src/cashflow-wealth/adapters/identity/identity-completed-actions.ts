import type { RecommendedActionsService } from '../../../identity/public.js';
import type { CompletedActions } from '../../ports/completed-actions.js';

/** The completed recommended actions, through the identity context's public service. */
export class IdentityCompletedActions implements CompletedActions {
  constructor(private readonly actions: RecommendedActionsService) {}

  async keysOf(userId: string): Promise<Set<string>> {
    return new Set((await this.actions.list(userId)).map((action) => action.key));
  }

  async completeBySystem(userId: string, key: string): Promise<void> {
    await this.actions.complete(userId, key, 'SYSTEM');
  }
}
