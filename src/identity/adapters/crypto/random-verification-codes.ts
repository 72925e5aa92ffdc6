import { createHash, randomBytes } from 'node:crypto';
import type { VerificationCodeGenerator } from '../../ports/verification-code-generator.js';

/** 32 random bytes as base64url (43 characters); stored as SHA-256, base64url. */
export class RandomVerificationCodes implements VerificationCodeGenerator {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(code: string): string {
    return createHash('sha256').update(code, 'utf8').digest('base64url');
  }
}
