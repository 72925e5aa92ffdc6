import type { Schema } from 'joi';
import { optionsFor } from '../../../platform/http/validation/validate.js';
import { DomainError } from '../../../shared-kernel/errors.js';
import type { RestorableList } from '../../domain/portability/export-document.js';
import { listRefusal, refusalFor } from '../../domain/portability/import-rules.js';

/**
 * The body a list's own write call would get, checked with that call's edge schema and validate()'s body options,
 * but stopping at the first failure (the refusal names one item and one field): an import meets the same rules as
 * the resident typing the item. @throws ImportFileRefused naming the item
 */
export function checkedBody<T>(schema: Schema, body: unknown, list: RestorableList, index: number, name: string): T {
  const { error, value } = withBodyOptions(schema).validate(body);
  if (error) {
    const detail = error.details[0];
    const field = detail && detail.path.length > 0 ? ` (${String(detail.path[detail.path.length - 1])})` : '';
    throw refusalFor(list, index, name, `${detail?.message ?? error.message}${field}.`);
  }
  return value as T;
}

/**
 * The schema with validate()'s body options bound once: options passed to each validate() call make Joi compile
 * the spec's message templates on every call, most of an import's time for a file of a thousand items
 * (docs/decisions.md "Every list has a cap").
 */
const bound = new WeakMap<Schema, Schema>();
function withBodyOptions(schema: Schema): Schema {
  let prepared = bound.get(schema);
  if (!prepared) {
    prepared = schema.prefs({ ...optionsFor('body'), abortEarly: true });
    bound.set(schema, prepared);
  }
  return prepared;
}

/** Runs one item's write; a rule's refusal (any 4xx domain error) comes back naming the item. */
export async function namedWrite<T>(list: RestorableList, index: number, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DomainError && error.kind !== 'unavailable') {
      const detail = error.details?.[0];
      throw refusalFor(list, index, name, detail ? `${detail.message} (${detail.field.split('.').pop()}).` : error.message);
    }
    throw error;
  }
}

/**
 * Runs one write of several items of a list (a synced list saved whole, the expenses created together); a rule's
 * refusal names the item its field points at ('incomeList.3.grossIncome' is the item at 3 - `offset`, the items
 * before `offset` being the account's kept imported ones), or the list when it names none.
 */
export async function batchWrite<T>(list: RestorableList, names: readonly string[], offset: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind === 'unavailable') throw error;
    const detail = error.details?.[0];
    const position = detail ? /\.(\d+)(\.|$)/.exec(detail.field) : null;
    const index = position ? Number(position[1]) - offset : -1;
    const message = detail ? `${detail.message} (${detail.field.split('.').pop()}).` : error.message;
    if (index >= 0 && index < names.length) throw refusalFor(list, index, names[index]!, message);
    throw listRefusal(list, detail?.message ?? error.message);
  }
}
