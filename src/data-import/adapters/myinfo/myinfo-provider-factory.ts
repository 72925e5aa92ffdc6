import { readFileSync } from 'node:fs';
import type { MyinfoSettings } from '../../../platform/config/config.js';
import type { MyinfoProvider } from '../../ports/myinfo-provider.js';
import { MyinfoV3Client } from './myinfo-v3-client.js';

const PURPOSE = 'To plan your finances with your CPF balances, tax assessment and HDB loans already filled in.';

/**
 * The Myinfo the server talks to: the configured service when MYINFO_BASE_URL is set; else mockpass's sandbox
 * when one runs (development, tests); else none (production without Myinfo: its calls answer 503).
 */
export function myinfoProviderFor(
  settings: MyinfoSettings,
  sandbox: { baseUrl: string; clientSecret: string; privateKeyPem: string; myinfoCertPem: string } | null,
): MyinfoProvider | null {
  if (settings.baseUrl) {
    return new MyinfoV3Client({
      baseUrl: settings.baseUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret!,
      privateKeyPem: readFileSync(settings.privateKeyFile!, 'utf8'),
      myinfoCertPem: readFileSync(settings.certFile!, 'utf8'),
      spEsvcId: settings.esvcId,
      purpose: PURPOSE,
    });
  }
  if (!sandbox) return null;
  return new MyinfoV3Client({
    baseUrl: sandbox.baseUrl,
    clientId: settings.clientId,
    clientSecret: sandbox.clientSecret,
    privateKeyPem: sandbox.privateKeyPem,
    myinfoCertPem: sandbox.myinfoCertPem,
    spEsvcId: settings.esvcId,
    purpose: PURPOSE,
  });
}
