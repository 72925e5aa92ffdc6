import type { MaintenanceSchedule, NewMaintenanceSchedule } from '../domain/maintenance-schedule.js';

/** Where maintenance windows are kept, with the time the set last changed. */
export interface MaintenanceScheduleRepository {
  /** Windows ending after `instant`, earliest start first (then by id). */
  listEndingAfter(instant: Date): Promise<MaintenanceSchedule[]>;
  /** Every window, earliest start first (operators' list). */
  listAll(): Promise<MaintenanceSchedule[]>;
  /** When a window was last added or removed; null if never. */
  lastUpdated(): Promise<Date | null>;
  /** Stores a window and marks the set updated at `at`, in one transaction. */
  add(schedule: NewMaintenanceSchedule, at: Date): Promise<MaintenanceSchedule>;
  /** Removes a window and marks the set updated at `at`; false when there was no such window. */
  remove(id: number, at: Date): Promise<boolean>;
}
