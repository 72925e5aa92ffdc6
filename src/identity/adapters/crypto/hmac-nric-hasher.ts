import { createHmac } from 'node:crypto';
import type { NricHasher } from '../../ports/nric-hasher.js';

/** HMAC-SHA256 with a server secret: without the secret the hash cannot be reversed by enumerating NRICs. */
export class HmacNricHasher implements NricHasher {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The NRIC hash secret must be at least 32 characters.');
  }

  hash(nric: string): string {
    return createHmac('sha256', this.secret).update(nric.trim().toUpperCase()).digest('base64url');
  }
}
