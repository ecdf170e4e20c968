// The yardstick: a bare Fastify route with no plugins, validation, database or logging, answering
// the same bytes as the route it is compared with (BODY_FILE, and BODY_BR_FILE for `/bare-br`),
// so a ratio measures our overhead and not the size of the answer.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE, 'utf8')
  : '{"maintenance":false,"message":""}';
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
// The same answer in brotli (BODY_BR_FILE: the bytes the pair route sends for `br`), sent as it is.
const brotli = process.env.BODY_BR_FILE ? readFileSync(process.env.BODY_BR_FILE) : null;
if (brotli)
  app.get('/bare-br', (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('content-encoding', 'br')
      .send(brotli),
  );
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
