import type { SetupModule } from '../../domain/portability/setup-states.js';
import type { SetupStates } from '../../ports/portability.js';

/** identity's module-progress use cases this adapter uses (resolved from identity's public.ts). */
export interface ModuleProgressServices {
  list: { execute(userId: string): Promise<Array<{ module: string; lastCompleted: Date | null }>> };
  record: { execute(userId: string, module: SetupModule, change: { kind: 'complete' }): Promise<unknown> };
}

/** The setup flows an import filled, completed through PUT /module-status's use case (spec 1 §4 "Module progress"). */
export class IdentitySetupStates implements SetupStates {
  constructor(private readonly services: ModuleProgressServices) {}

  async complete(userId: string, modules: readonly SetupModule[]): Promise<void> {
    if (modules.length === 0) return;
    const completed = new Set((await this.services.list.execute(userId)).filter((p) => p.lastCompleted !== null).map((p) => p.module));
    for (const module of modules) if (!completed.has(module)) await this.services.record.execute(userId, module, { kind: 'complete' });
  }
}
