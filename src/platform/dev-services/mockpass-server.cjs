#!/usr/bin/env node
// Runs @opengovsg/mockpass (the Singpass sandbox) bound to loopback only. Started by mockpass.ts as a child
// process; development and tests only.
//
// Why a launcher instead of `npx mockpass`: the package's CLI calls app.listen(PORT) with no host, binding every
// interface, and killing npx orphans the node child (guide P11). Why a separate process at all: mockpass reads
// most settings from the environment when it is required, and its app.js calls dotenv.config(), which would load
// a .env from the current directory (guide P12); the parent controls both env and cwd.
//
// Env: MOCKPASS_APP (module to load; default the npm package), MOCKPASS_PORT (0 = any free port),
// MOCKPASS_SOCKET_TIMEOUT_MS, MOCKPASS_WATCH_STDIN=1 (exit when the parent's stdin pipe closes), plus mockpass's own
// (SP_RP_JWKS_ENDPOINT, SHOW_LOGIN_PAGE, MOCKPASS_NRIC, ...).
// Prints one line when ready: {"mockpass":"listening","host":"127.0.0.1","port":N}
'use strict';

const { app } = require(process.env.MOCKPASS_APP || '@opengovsg/mockpass');

const server = app.listen(Number(process.env.MOCKPASS_PORT ?? 5156), '127.0.0.1', () => {
  const { address, port } = server.address();
  process.stdout.write(JSON.stringify({ mockpass: 'listening', host: address, port }) + '\n');
});

// mockpass 4.3.4's async express-4 handlers do not catch errors: a token request with an unknown or expired code
// rejects, and Node 20 would kill the whole sandbox (guide P4). Log it and keep serving; the socket timeout below
// closes the request that was left unanswered.
process.on('unhandledRejection', (err) => {
  console.error('[mockpass-server] unhandled rejection (request left unanswered):', err && err.message ? err.message : err);
});
server.setTimeout(Number(process.env.MOCKPASS_SOCKET_TIMEOUT_MS || 10000));

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  // Keep-alive and half-answered sockets would hold close() open: drop them, and never linger past a second.
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// The parent holds our stdin pipe; when it dies (even by SIGKILL, with no chance to clean up) the pipe closes.
if (process.env.MOCKPASS_WATCH_STDIN === '1') {
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
