/**
 * The baseline of `make bench`: a bare Koa 3 app with one route and no middleware, in its own process so it gets
 * its own event loop (like the real server does). Listens on 127.0.0.1 on a free port and prints one JSON line,
 * {"bareKoa":"listening","port":N}, on stdout. Ends on SIGTERM/SIGINT or when the parent closes our stdin.
 */
import Koa from 'koa';
import type { AddressInfo } from 'node:net';

const app = new Koa();
app.use((ctx) => {
  // The same body shape and cache header as GET /api/v1/health, so the two compare like for like.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { status: 'ok' };
});

const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ bareKoa: 'listening', port })}\n`);
});
server.keepAliveTimeout = 5_000;

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 1_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent holds our stdin pipe: if it dies without cleaning up (even SIGKILL), the pipe closes and we go too.
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
