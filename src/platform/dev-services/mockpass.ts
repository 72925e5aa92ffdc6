import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** Where mockpass's own output goes (its request log and errors). Sandbox values only: no real secrets pass here. */
export interface MockpassLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface StartMockpassOptions {
  /** Our JWKS URL; mockpass fetches it on every token request to verify our client assertion and encrypt to us. */
  rpJwksUrl: string;
  /** true: /authorize shows the persona picker page; false: silent login as `defaultNric` (or the request headers). */
  showLoginPage: boolean;
  /** Persona for silent logins. Default S9812379B, which has Myinfo data (mockpass's own default has none, P7). */
  defaultNric?: string;
  logger?: MockpassLogger;
  /** Closes sockets of requests mockpass never answers (P4). Default 10 000 ms. */
  socketTimeoutMs?: number;
}

export interface MockpassSandbox {
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  /** `${baseUrl}/singpass/v2`: the issuer to discover. Always 127.0.0.1, since mockpass derives its issuer from Host (P10). */
  singpassIssuerUrl: string;
  /** `${baseUrl}/myinfo/v3`: Myinfo v3's base, strict mode (see {@link mockpassMyinfoKeys}). */
  myinfoBaseUrl: string;
  /** Stops the child: SIGTERM, then SIGKILL after 3 s. Idempotent. */
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const LAUNCHER = path.join(here, 'mockpass-server.cjs');
const START_TIMEOUT_MS = 15_000;
const STOP_GRACE_MS = 3_000;
const DEFAULT_NRIC = 'S9812379B';

/** The Myinfo client secret mockpass expects in strict mode. A sandbox value: mockpass accepts anyone. */
export const MOCKPASS_MYINFO_CLIENT_SECRET = 'mockpass-sandbox-myinfo-secret';

/**
 * The key material of mockpass's Myinfo sandbox, shipped inside the package (test-only keys, guide §7): the sample
 * relying party's private key (signs our requests, decrypts the person; mockpass encrypts to its certificate) and
 * mockpass's own certificate (verifies the access token and the person's signature).
 */
export function mockpassMyinfoKeys(): { privateKeyPem: string; myinfoCertPem: string } {
  const require = createRequire(import.meta.url);
  const certs = path.join(path.dirname(require.resolve('@opengovsg/mockpass/package.json')), 'static', 'certs');
  return { privateKeyPem: readFileSync(path.join(certs, 'key.pem'), 'utf8'), myinfoCertPem: readFileSync(path.join(certs, 'spcp.crt'), 'utf8') };
}

/** Every child still running, killed when this process exits so none outlives a dev server or a test run. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Starts @opengovsg/mockpass 4.3.4 on 127.0.0.1 on a free port, as a child process with a minimal environment
 * (PATH plus explicit settings) and a working directory we control, so no .env of ours leaks into it (P12).
 * Development and tests only: mockpass accepts any client and signs in anyone.
 * @throws Error when mockpass exits or does not report listening within 15 s (with the tail of its stderr).
 */
export async function startMockpass(options: StartMockpassOptions): Promise<MockpassSandbox> {
  const rpJwksUrl = new URL(options.rpJwksUrl); // fail fast on a malformed URL, before spawning anything
  installExitHook();
  const require = createRequire(import.meta.url);
  const child = spawn(process.execPath, [LAUNCHER], {
    // Our own directory: it holds no .env, unlike a shared, world-writable os.tmpdir() might.
    cwd: here,
    env: {
      PATH: process.env.PATH ?? '',
      MOCKPASS_APP: require.resolve('@opengovsg/mockpass'),
      MOCKPASS_PORT: '0',
      MOCKPASS_SOCKET_TIMEOUT_MS: String(options.socketTimeoutMs ?? 10_000),
      MOCKPASS_WATCH_STDIN: '1',
      SP_RP_JWKS_ENDPOINT: rpJwksUrl.href,
      SHOW_LOGIN_PAGE: String(options.showLoginPage),
      MOCKPASS_NRIC: options.defaultNric ?? DEFAULT_NRIC,
      // Myinfo v3 in its strict mode (guide §5): signed requests, person encrypted to mockpass's sample RP
      // certificate and signed. The client secret is a sandbox value, like the sample keys.
      SERVICE_PROVIDER_MYINFO_SECRET: MOCKPASS_MYINFO_CLIENT_SECRET,
      ENCRYPT_MYINFO: 'true',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  const stderrTail: string[] = [];
  onLines(child.stderr, (line) => {
    stderrTail.push(line);
    if (stderrTail.length > 20) stderrTail.shift();
    options.logger?.warn(`[mockpass] ${line}`);
  });
  const port = await waitForListening(child, options.logger, () => stderrTail.join('\n'));

  // From here on the sandbox must not keep the parent alive: the exit hook and the stdin pipe end it.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();

  const baseUrl = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;
  return {
    baseUrl,
    singpassIssuerUrl: `${baseUrl}/singpass/v2`,
    myinfoBaseUrl: `${baseUrl}/myinfo/v3`,
    stop: () => (stopped ??= stopChild(child)),
  };
}

function waitForListening(child: ChildProcess, logger: MockpassLogger | undefined, stderr: () => string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      const tail = stderr();
      reject(new Error(tail ? `${message}\nmockpass stderr:\n${tail}` : message));
    };
    const timer = setTimeout(() => fail(`mockpass did not report listening within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    onLines(child.stdout, (line) => {
      const port = listeningPort(line);
      if (port !== undefined && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve(port);
      } else if (port === undefined) {
        logger?.info(`[mockpass] ${line}`);
      }
    });
    child.once('error', (err) => fail(`mockpass could not be started: ${err.message}`));
    child.once('exit', (code, signal) => fail(`mockpass exited before listening (code ${code}, signal ${signal})`));
  });
}

function listeningPort(line: string): number | undefined {
  if (!line.startsWith('{"mockpass":"listening"')) return undefined;
  try {
    const { port } = JSON.parse(line) as { port?: unknown };
    return typeof port === 'number' && Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const escalate = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(escalate);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function onLines(stream: Readable | null, handle: (line: string) => void): void {
  if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', handle);
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers cannot wait, so no SIGTERM grace here: SIGKILL is the one signal that surely ends the child.
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}
