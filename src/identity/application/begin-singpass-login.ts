import type { PendingLogin, SingpassProvider } from '../ports/singpass-provider.js';

/** Step 1 of sign-in: where to send the browser, and the secrets to keep until it comes back. */
export class BeginSingpassLogin {
  constructor(private readonly singpass: SingpassProvider) {}

  async execute(): Promise<{ authorizationUrl: string; pending: PendingLogin }> {
    return this.singpass.beginLogin();
  }
}
