import { LocalDate } from '../../../shared-kernel/local-date.js';
import { INBUILT_KINDS, TO_DO_KINDS, type InbuiltKind, type NotificationKind, type TodoKind } from './notification.js';
import { UnknownNotificationKey } from './notification-errors.js';

/**
 * Keys of computed notices (spec 1 §3: "ids are built from a kind plus a date in DD/MM/YYYY"): the kind, a hyphen
 * and the notice's day, e.g. `UPDATE_BANK_DATA-01/11/2026`. The day makes a recurring notice new again: reading
 * November's bank-data reminder does not read December's.
 */
const KEY = /^([A-Z_]+)-(\d{2})\/(\d{2})\/(\d{4})$/;

/** `notificationKey('GIVE_FEEDBACK', '2026-11-22')` -> 'GIVE_FEEDBACK-22/11/2026'. */
export function notificationKey(kind: NotificationKind, date: LocalDate): string {
  const [year, month, day] = date.split('-');
  return `${kind}-${day}/${month}/${year}`;
}

export interface ParsedKey<K extends NotificationKind> {
  kind: K;
  date: LocalDate;
}

function parse(key: string): { kind: string; date: LocalDate } | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, kind = '', day, month, year] = match;
  const date = `${year}-${month}-${day}`;
  return LocalDate.isValid(date) ? { kind, date } : null;
}

/**
 * Reads the key of a to-do notice.
 * @throws UnknownNotificationKey (400) for text that is not a key, or the key of a notice of another type.
 */
export function parseTodoKey(key: string): ParsedKey<TodoKind> {
  return parseOf(key, TO_DO_KINDS, 'a to-do', 'inbuilt-acknowledgement');
}

/**
 * Reads the key of an inbuilt notice.
 * @throws UnknownNotificationKey (400) as {@link parseTodoKey}.
 */
export function parseInbuiltKey(key: string): ParsedKey<InbuiltKind> {
  return parseOf(key, INBUILT_KINDS, 'an inbuilt', 'todo-acknowledgement');
}

function parseOf<K extends NotificationKind>(key: string, kinds: readonly K[], typeName: string, otherCall: string): ParsedKey<K> {
  const parsed = parse(key);
  if (!parsed) throw new UnknownNotificationKey(`'${key}' is not a notification key. Keys look like GIVE_FEEDBACK-22/11/2026.`);
  if (!(kinds as readonly string[]).includes(parsed.kind)) {
    const known = ([...TO_DO_KINDS, ...INBUILT_KINDS] as readonly string[]).includes(parsed.kind);
    throw new UnknownNotificationKey(
      known ? `'${key}' is not ${typeName} notification: acknowledge it with ${otherCall}.` : `'${parsed.kind}' is not a kind of ${typeName.replace(/^an? /, '')} notification.`,
    );
  }
  return { kind: parsed.kind as K, date: parsed.date };
}
