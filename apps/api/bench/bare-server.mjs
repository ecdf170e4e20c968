// The yardstick: a bare Fastify route with no plugins, validation, database or logging, answering
// the same bytes as the route it is compared with (BODY_FILE), so a ratio measures our overhead
// and not the size of the answer.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE, 'utf8')
  : '{"maintenance":false,"message":""}';
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
