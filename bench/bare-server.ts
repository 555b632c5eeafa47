import Fastify from 'fastify';

/** The yardstick: a bare Fastify route on the same machine, measured in the same run as Arcana. */
const app = Fastify({ logger: false });
app.get('/bare', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
