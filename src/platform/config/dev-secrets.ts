import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedSecrets } from './config.js';

/**
 * Development convenience: secrets generated once into `<dataDir>/secrets.json` (mode 0600) so sessions survive a
 * restart. Production refuses to start without real secrets (see loadConfig), so this never runs there.
 */
export function devSecretsIn(dataDir: string): () => GeneratedSecrets {
  return () => {
    const file = path.join(path.resolve(dataDir), 'secrets.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSecrets;
    const secrets: GeneratedSecrets = {
      sessionSecrets: [randomBytes(32).toString('base64url')],
      nricHashSecret: randomBytes(32).toString('base64url'),
    };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  };
}
