import { LoginRejected } from '../../domain/identity-errors.js';
import type { SingpassIdentity } from '../../ports/singpass-provider.js';

/** Singpass UUIDs are 8-4-4-4-12 hex, but mockpass custom profiles accept any text: keep the check loose yet safe. */
const UUID_SHAPE = /^[A-Za-z0-9-]{1,64}$/;
/** NRIC/FIN: prefix letter, 7 digits, checksum letter. Anything else (e.g. a foreign ID) is not an NRIC. */
const NRIC_SHAPE = /^[STFGM]\d{7}[A-Z]$/;

/**
 * Maps verified ID token claims to the person.
 * - Singpass v2 (legacy, mockpass 4.3.4): `sub` = `s=<NRIC>,u=<UUID>`; foreign profiles add keys
 *   (`s=Y…,fid=…,coi=…,u=…`), so it is parsed as comma-separated k=v pairs.
 * - FAPI 2.0: `sub` = the UUID; the NRIC is in `sub_attributes.identity_number`.
 * Both shapes are accepted in both modes: the shape of `sub` says which one it is.
 * @throws LoginRejected when there is no usable UUID.
 */
export function identityFromClaims(claims: Record<string, unknown>): SingpassIdentity {
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub.length === 0) throw new LoginRejected('ID token has no subject');
  if (sub.includes('=')) {
    const pairs = new Map(sub.split(',').map((kv) => {
      const at = kv.indexOf('=');
      return [kv.slice(0, at).trim(), kv.slice(at + 1).trim()] as const;
    }));
    return build(pairs.get('u'), pairs.get('s'));
  }
  const attributes = claims.sub_attributes;
  const identityNumber = typeof attributes === 'object' && attributes !== null
    ? (attributes as Record<string, unknown>).identity_number
    : undefined;
  return build(sub, identityNumber);
}

function build(uuid: unknown, nric: unknown): SingpassIdentity {
  if (typeof uuid !== 'string' || !UUID_SHAPE.test(uuid)) throw new LoginRejected('ID token subject has no valid UUID');
  return { uuid, nric: typeof nric === 'string' && NRIC_SHAPE.test(nric) ? nric : null };
}
