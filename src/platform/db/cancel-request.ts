import net from 'node:net';

/** What a pg client knows of its backend after connecting (BackendKeyData) and where it connected to. */
export interface CancellableClient {
  processID: number | null;
  secretKey: number | null;
  connectionParameters?: { host?: string; port?: number };
}

const CANCEL_REQUEST_CODE = 80877102;

/**
 * Asks PostgreSQL to cancel whatever statement `client`'s backend is running, as psql does on Ctrl-C: the protocol's
 * CancelRequest on a new socket. It needs no login and no free connection (the pool may be exhausted, which is
 * when this matters), and PgBouncer forwards it to the right server connection, which `pg_cancel_backend(pid)`
 * could not find behind it. A backend that is between statements ignores it. Never throws: when the request cannot
 * be delivered, `statement_timeout` still ends the statement (docs/operations.md "Time limits").
 */
export function sendCancelRequest(client: CancellableClient, timeoutMs = 1_000): Promise<boolean> {
  const host = client.connectionParameters?.host ?? '127.0.0.1';
  const port = client.connectionParameters?.port ?? 5432;
  if (client.processID == null || client.secretKey == null) return Promise.resolve(false);
  const packet = Buffer.alloc(16);
  packet.writeInt32BE(16, 0);
  packet.writeInt32BE(CANCEL_REQUEST_CODE, 4);
  packet.writeInt32BE(client.processID, 8);
  packet.writeInt32BE(client.secretKey, 12);
  return new Promise((resolve) => {
    const socket = host.startsWith('/') ? net.connect(`${host}/.s.PGSQL.${port}`) : net.connect(port, host);
    let sent = false;
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(sent), timeoutMs);
    socket.once('connect', () => {
      sent = true;
      // The server reads the packet and closes the socket without answering.
      socket.end(packet);
    });
    socket.once('close', () => done(sent));
    socket.once('error', () => done(false));
  });
}
