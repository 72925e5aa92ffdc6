import type { Schema } from 'joi';
import { optionsFor } from '../../../platform/http/validation/validate.js';
import { DomainError } from '../../../shared-kernel/errors.js';
import type { RestorableList } from '../../domain/portability/export-document.js';
import { refusalFor } from '../../domain/portability/import-rules.js';

/**
 * The body a list's own write call would get, checked with that call's edge schema and validate()'s body options,
 * but stopping at the first failure (the refusal names one item and one field): an import meets the same rules as
 * the resident typing the item. @throws ImportFileRefused naming the item
 */
export function checkedBody<T>(schema: Schema, body: unknown, list: RestorableList, index: number, name: string): T {
  const { error, value } = schema.validate(body, { ...optionsFor('body'), abortEarly: true });
  if (error) {
    const detail = error.details[0];
    const field = detail && detail.path.length > 0 ? ` (${String(detail.path[detail.path.length - 1])})` : '';
    throw refusalFor(list, index, name, `${detail?.message ?? error.message}${field}.`);
  }
  return value as T;
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
