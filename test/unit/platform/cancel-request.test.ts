import net from 'node:net';
import { expect } from 'chai';
import { sendCancelRequest } from '../../../src/platform/db/cancel-request.js';

/** PostgreSQL's CancelRequest as the deadline sends it (src/platform/db/cancel-request.ts), against a fake server. */
describe('sendCancelRequest', () => {
  let server: net.Server;
  let port: number;
  let received: Promise<Buffer>;

  beforeEach(async () => {
    received = new Promise((resolve) => {
      server = net.createServer((socket) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        // Like PostgreSQL: read the packet, close without answering.
        socket.on('end', () => {
          resolve(Buffer.concat(chunks));
          socket.end();
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the 16-byte packet: length, the cancel code 80877102, the backend pid and its secret key', async () => {
    const sent = await sendCancelRequest({ processID: 4242, secretKey: -123456789, connectionParameters: { host: '127.0.0.1', port } });
    expect(sent).to.equal(true);
    const packet = await received;
    expect(packet.length).to.equal(16);
    expect([packet.readInt32BE(0), packet.readInt32BE(4), packet.readInt32BE(8), packet.readInt32BE(12)]).to.deep.equal([16, 80877102, 4242, -123456789]);
  });

  it('sends nothing for a client that never learnt its backend (not connected yet)', async () => {
    expect(await sendCancelRequest({ processID: null, secretKey: null, connectionParameters: { host: '127.0.0.1', port } })).to.equal(false);
  });

  it('never throws when the server cannot be reached', async () => {
    await new Promise((resolve) => server.close(resolve));
    expect(await sendCancelRequest({ processID: 1, secretKey: 2, connectionParameters: { host: '127.0.0.1', port } })).to.equal(false);
    server = net.createServer().listen(0, '127.0.0.1');
  });
});
