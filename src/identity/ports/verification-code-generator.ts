/** Makes verification codes and the one-way hash that is stored instead of them. */
export interface VerificationCodeGenerator {
  /** A new unguessable code, safe in a URL path. */
  generate(): string;
  hash(code: string): string;
}
