/**
 * `npm run ops:maintenance -- <add|list|remove> ...`: operators manage the planned maintenance windows that the
 * landing banner and /maintenance-notices show (docs/operations.md). Parsing is pure (unit-tested); running goes
 * through the content context's use cases on the given database.
 */
import { DateTime } from 'luxon';
import type { Sequelize } from 'sequelize';
import { systemClock, type Clock } from '../../src/shared-kernel/clock.js';
import { formatDisplayDateTime, SG_ZONE } from '../../src/shared-kernel/dates.js';
import type { MaintenanceSchedule, NewMaintenanceSchedule } from '../../src/content/domain/maintenance-schedule.js';
import { AddMaintenanceSchedule, ListAllMaintenanceSchedules, RemoveMaintenanceSchedule } from '../../src/content/application/maintenance-schedules.js';
import { SequelizeMaintenanceScheduleRepository } from '../../src/content/adapters/persistence/sequelize-maintenance-schedule-repository.js';
import { readOptions, UsageError } from './ops-args.js';

export const MAINTENANCE_USAGE = `Usage:
  npm run ops:maintenance -- add --agencies CPF,IRAS --from <ISO> --to <ISO> [--banner] [--message "..."] [--remarks "..."]
  npm run ops:maintenance -- list
  npm run ops:maintenance -- remove --id <N>

Times are ISO 8601; without an offset they are Singapore time (2026-12-05T22:00 = 10:00 PM SGT).
--banner shows the window on the landing page from 3 days before it starts until it ends.`;

export type MaintenanceCommand = { kind: 'add'; schedule: NewMaintenanceSchedule } | { kind: 'list' } | { kind: 'remove'; id: number } | { kind: 'help' };

/** An ISO 8601 date or date-time; without an offset it is Singapore time. */
function instant(name: string, value: string): Date {
  const parsed = DateTime.fromISO(value, { zone: SG_ZONE });
  if (!parsed.isValid) throw new UsageError(`--${name} '${value}' is not an ISO 8601 date and time, e.g. 2026-12-05T22:00 or 2026-12-05T14:00:00Z.`);
  return parsed.toJSDate();
}

function required(options: Map<string, string | true>, name: string): string {
  const value = options.get(name);
  if (typeof value !== 'string') throw new UsageError(`--${name} is required.`);
  return value;
}

/**
 * Reads the command line (without `node script`).
 * @throws UsageError naming what is wrong (missing or unknown option, unreadable time, unknown command).
 */
export function parseMaintenanceArgs(argv: readonly string[]): MaintenanceCommand {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' };
    case 'list':
      readOptions(rest, { values: [], flags: [] });
      return { kind: 'list' };
    case 'remove': {
      const options = readOptions(rest, { values: ['id'], flags: [] });
      const id = required(options, 'id');
      if (!/^[1-9]\d{0,9}$/.test(id)) throw new UsageError(`--id must be a schedule number from 'list', not '${id}'.`);
      return { kind: 'remove', id: Number(id) };
    }
    case 'add': {
      const options = readOptions(rest, { values: ['agencies', 'from', 'to', 'message', 'remarks'], flags: ['banner'] });
      const agencies = required(options, 'agencies')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (agencies.length === 0) throw new UsageError('--agencies needs at least one agency, e.g. --agencies CPF,IRAS.');
      const message = options.get('message');
      const remarks = options.get('remarks');
      return {
        kind: 'add',
        schedule: {
          agencies,
          from: instant('from', required(options, 'from')),
          to: instant('to', required(options, 'to')),
          showOnLandingPageBanner: options.get('banner') === true,
          landingPageBannerMessage: typeof message === 'string' ? message : null,
          maintenanceNoticePageRemarks: typeof remarks === 'string' ? remarks : null,
        },
      };
    }
    default:
      throw new UsageError(`Unknown command '${command}'. Use add, list or remove.`);
  }
}

/** One line per schedule, for the operator's terminal. */
export function describeSchedule(schedule: MaintenanceSchedule): string {
  const banner = schedule.showOnLandingPageBanner ? ' [banner]' : '';
  const lines = [`#${schedule.id} ${schedule.agencies.join(', ')}: ${formatDisplayDateTime(schedule.from)} to ${formatDisplayDateTime(schedule.to)} SGT${banner}`];
  if (schedule.landingPageBannerMessage) lines.push(`    message: ${schedule.landingPageBannerMessage}`);
  if (schedule.maintenanceNoticePageRemarks) lines.push(`    remarks: ${schedule.maintenanceNoticePageRemarks}`);
  return lines.join('\n');
}

/**
 * Runs a parsed command against `sequelize` and returns what to print.
 * @throws InvalidMaintenanceSchedule (add), MaintenanceScheduleNotFound (remove): their messages are for operators.
 */
export async function runMaintenanceCommand(sequelize: Sequelize, command: MaintenanceCommand, clock: Clock = systemClock): Promise<string> {
  const schedules = new SequelizeMaintenanceScheduleRepository(sequelize);
  switch (command.kind) {
    case 'help':
      return MAINTENANCE_USAGE;
    case 'list': {
      const all = await new ListAllMaintenanceSchedules(schedules).execute();
      return all.length === 0 ? 'No maintenance schedules.' : all.map(describeSchedule).join('\n');
    }
    case 'add': {
      const added = await new AddMaintenanceSchedule(schedules, clock).execute(command.schedule);
      return `Added ${describeSchedule(added)}`;
    }
    case 'remove':
      await new RemoveMaintenanceSchedule(schedules, clock).execute(command.id);
      return `Removed maintenance schedule #${command.id}.`;
  }
}
