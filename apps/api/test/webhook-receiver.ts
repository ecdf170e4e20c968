/** A shop's webhook endpoint for tests: a local HTTP server that records what it receives. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TReceived {
  headers: IncomingHttpHeaders;
  body: string;
}

/** Starts a receiver that records each request and answers `state.status` (200 at first). */
export async function startReceiver() {
  const received: TReceived[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/exchanger`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TReceiver = Awaited<ReturnType<typeof startReceiver>>;
