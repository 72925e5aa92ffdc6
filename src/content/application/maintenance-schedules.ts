import type { Clock } from '../../shared-kernel/clock.js';
import {
  checkNewSchedule,
  listedIfEndingAfter,
  MaintenanceScheduleNotFound,
  type MaintenanceSchedule,
  type NewMaintenanceSchedule,
} from '../domain/maintenance-schedule.js';
import type { MaintenanceScheduleRepository } from '../ports/maintenance-schedule-repository.js';

export interface MaintenanceScheduleSet {
  schedules: MaintenanceSchedule[];
  lastUpdated: Date | null;
}

/**
 * GET /maintenance-schedule: windows that are current, upcoming, or ended within the last 30 days
 * (ENDED_NOTICE_RETENTION_DAYS), earliest first, with the time the set last changed. The landing banner picks its
 * own subset from these.
 */
export class ListMaintenanceSchedules {
  constructor(
    private readonly schedules: MaintenanceScheduleRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<MaintenanceScheduleSet> {
    const [schedules, lastUpdated] = await Promise.all([this.schedules.listEndingAfter(listedIfEndingAfter(this.clock.now())), this.schedules.lastUpdated()]);
    return { schedules, lastUpdated };
  }
}

/** Operators: every window ever stored that has not been removed. */
export class ListAllMaintenanceSchedules {
  constructor(private readonly schedules: MaintenanceScheduleRepository) {}

  execute(): Promise<MaintenanceSchedule[]> {
    return this.schedules.listAll();
  }
}

/** Operators: adds a window. @throws InvalidMaintenanceSchedule listing every problem. */
export class AddMaintenanceSchedule {
  constructor(
    private readonly schedules: MaintenanceScheduleRepository,
    private readonly clock: Clock,
  ) {}

  execute(input: NewMaintenanceSchedule): Promise<MaintenanceSchedule> {
    return this.schedules.add(checkNewSchedule(input), this.clock.now());
  }
}

/** Operators: removes a window. @throws MaintenanceScheduleNotFound when there is none with this id. */
export class RemoveMaintenanceSchedule {
  constructor(
    private readonly schedules: MaintenanceScheduleRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: number): Promise<void> {
    if (!(await this.schedules.remove(id, this.clock.now()))) throw new MaintenanceScheduleNotFound(id);
  }
}
