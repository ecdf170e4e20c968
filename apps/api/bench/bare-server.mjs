// The yardstick: a bare Fastify route answering the same JSON as the tech endpoint, with no
// plugins, validation, database or logging. Our routes are reported relative to it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { maintenance: false, message: '' };
app.get('/bare', () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
