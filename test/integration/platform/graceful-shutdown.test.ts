import net from 'node:net';
import { expect } from 'chai';
import { startTestApp } from '../../support/test-app.js';

describe('Graceful shutdown', () => {
  it('finishes a request already in flight, then refuses new connections', async () => {
    const t = await startTestApp();
    const { port } = new URL(t.app.url);

    // A request whose headers are still arriving when shutdown starts: in flight, not idle.
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((r) => setTimeout(r, 50));

    const stopping = t.stop();
    const answer = new Promise<string>((resolve) => {
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
    });
    socket.write('Connection: close\r\n\r\n');
    expect(await answer).to.match(/^HTTP\/1\.1 200 OK/);
    await stopping;

    const refused = await fetch(`${t.app.url}/api/v1/health`).then(
      () => false,
      () => true,
    );
    expect(refused).to.equal(true);
    await t.stop(); // idempotent
  });
});
