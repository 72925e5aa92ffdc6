import type { Clock } from '../../shared-kernel/clock.js';
import { GUIDE_ITEMS, type GuideItem } from '../domain/investing/guide.js';
import type { GuideItemsRepository } from '../ports/investing-repository.js';

/** The guide's order; a step no longer in the guide (should one ever be retired) is not shown. */
const ordered = (ticked: readonly GuideItem[]): GuideItem[] => GUIDE_ITEMS.filter((step) => ticked.includes(step));

/** Spec 3 §7 GET and POST /investing-for-beginners/guide: the steps the resident ticked, ticking and unticking. */
export class InvestingGuide {
  constructor(
    private readonly items: GuideItemsRepository,
    private readonly clock: Clock,
  ) {}

  /** The ticked steps in the guide's order. */
  async completed(userId: string): Promise<GuideItem[]> {
    return ordered(await this.items.list(userId));
  }

  /** Ticks or unticks one step and answers the ticked steps after it. */
  async set(userId: string, item: GuideItem, completed: boolean): Promise<GuideItem[]> {
    await this.items.set(userId, item, completed, this.clock.now());
    return this.completed(userId);
  }
}
