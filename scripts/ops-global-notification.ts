/**
 * `npm run ops:global-notification -- <add|list|remove> ...`: publishes, lists and removes the announcements every
 * resident sees in their notifications (there is no admin screen). See docs/operations.md.
 *
 * Exit codes: 0 done; 1 the database refused or the announcement to remove does not exist; 2 wrong arguments.
 */
import { pathToFileURL } from 'node:url';
import type { Sequelize } from 'sequelize';
import { LocalDate } from '../src/shared-kernel/local-date.js';
import { systemClock } from '../src/shared-kernel/clock.js';
import { todayInSingapore } from '../src/shared-kernel/dates.js';
import {
  DEFAULT_GLOBAL_CATEGORY,
  globalNotificationProblems,
  type GlobalNotification,
  type GlobalNotificationDraft,
} from '../src/identity/domain/notifications/global-notification.js';
import { SequelizeGlobalNotificationRepository } from '../src/identity/adapters/persistence/sequelize-global-notification-repository.js';
import { withOperatorDatabase } from './lib/operator-database.js';

export const USAGE = `Usage:
  npm run ops:global-notification -- add --title "..." --description "..." [--date YYYY-MM-DD] [--valid-until YYYY-MM-DD] [--category CATEGORY]
  npm run ops:global-notification -- list
  npm run ops:global-notification -- remove --id N

  --date         first day it shows (Singapore); default today
  --valid-until  last day it shows; default: until removed
  --category     TO_DO, ANNOUNCEMENT, LEARNING, MILESTONE or GENERAL; default ${DEFAULT_GLOBAL_CATEGORY}`;

export type OpsCommand = { kind: 'add'; draft: GlobalNotificationDraft } | { kind: 'list' } | { kind: 'remove'; id: number } | { kind: 'help' };
export type Parsed = { ok: true; command: OpsCommand } | { ok: false; errors: string[] };

const OPTIONS: Record<string, readonly string[]> = {
  add: ['title', 'description', 'date', 'valid-until', 'category'],
  list: [],
  remove: ['id'],
};

/** `--name value` and `--name=value` pairs; anything else is an error. */
function readOptions(args: string[], allowed: readonly string[]): { values: Map<string, string>; errors: string[] } {
  const values = new Map<string, string>();
  const errors: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) {
      errors.push(`Unexpected argument '${arg}'.`);
      continue;
    }
    const name = match[1]!;
    let value = match[2];
    if (value === undefined) {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) {
        errors.push(`--${name} needs a value.`);
        continue;
      }
      value = next;
      i++;
    }
    if (!allowed.includes(name)) errors.push(`Unknown option --${name}.`);
    else if (values.has(name)) errors.push(`--${name} is given twice.`);
    else values.set(name, value);
  }
  return { values, errors };
}

/** Reads the command line (without `node script`); `today` is the default date of a new announcement. */
export function parseCommand(argv: string[], today: LocalDate): Parsed {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return { ok: true, command: { kind: 'help' } };
  const allowed = OPTIONS[command];
  if (!allowed) return { ok: false, errors: [`Unknown command '${command}': use add, list or remove.`] };
  const { values, errors } = readOptions(rest, allowed);
  if (command === 'list') return errors.length ? { ok: false, errors } : { ok: true, command: { kind: 'list' } };
  if (command === 'remove') {
    const id = values.get('id');
    if (id === undefined && !errors.some((e) => e.startsWith('--id'))) errors.push('--id is required.');
    else if (id !== undefined && !/^[1-9]\d{0,9}$/.test(id)) errors.push(`--id must be a positive whole number, not '${id}'.`);
    return errors.length ? { ok: false, errors } : { ok: true, command: { kind: 'remove', id: Number(id) } };
  }
  for (const required of ['title', 'description']) {
    if (!values.has(required) && !errors.some((e) => e.startsWith(`--${required}`))) errors.push(`--${required} is required.`);
  }
  const draft = {
    title: (values.get('title') ?? '').trim(),
    description: (values.get('description') ?? '').trim(),
    category: values.get('category') ?? DEFAULT_GLOBAL_CATEGORY,
    date: values.get('date') ?? today,
    validUntil: values.get('valid-until') ?? null,
  };
  // Empty title or description are already reported as missing when they were not given at all.
  const problems = globalNotificationProblems(draft).filter(
    (p) => !(p === 'The title is empty.' && !values.has('title')) && !(p === 'The description is empty.' && !values.has('description')),
  );
  errors.push(...problems);
  return errors.length ? { ok: false, errors } : { ok: true, command: { kind: 'add', draft: draft as GlobalNotificationDraft } };
}

function describe(notice: GlobalNotification): string {
  const until = notice.validUntil ?? 'until removed';
  return `#${notice.id}  ${notice.date} to ${until}  ${notice.category}  ${notice.title}`;
}

export interface OpsDeps {
  withDatabase: <T>(work: (sequelize: Sequelize) => Promise<T>) => Promise<T>;
  out: (line: string) => void;
  err: (line: string) => void;
  today: () => LocalDate;
}

const defaultDeps: OpsDeps = {
  withDatabase: withOperatorDatabase,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  today: () => todayInSingapore(systemClock),
};

/** Runs one command; resolves with the exit code. */
export async function main(argv: string[], deps: OpsDeps = defaultDeps): Promise<number> {
  const parsed = parseCommand(argv, deps.today());
  if (!parsed.ok) {
    for (const error of parsed.errors) deps.err(error);
    deps.err('');
    deps.err(USAGE);
    return 2;
  }
  const { command } = parsed;
  if (command.kind === 'help') {
    deps.out(USAGE);
    return 0;
  }
  try {
    return await deps.withDatabase(async (sequelize) => {
      const globals = new SequelizeGlobalNotificationRepository(sequelize);
      if (command.kind === 'add') {
        deps.out(`Published ${describe(await globals.add(command.draft))}`);
        return 0;
      }
      if (command.kind === 'list') {
        const all = await globals.listAll();
        if (all.length === 0) deps.out('No announcements.');
        for (const notice of all) deps.out(describe(notice));
        return 0;
      }
      if (await globals.remove(command.id)) {
        deps.out(`Removed announcement #${command.id}.`);
        return 0;
      }
      deps.err(`There is no announcement #${command.id}. 'list' shows the ones there are.`);
      return 1;
    });
  } catch (error) {
    deps.err(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // process.exit, not exitCode: the command ends with its own code at once, whatever handle is still open.
  process.removeAllListeners('SIGINT');
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
