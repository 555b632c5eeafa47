import Fastify from 'fastify';
import pg from 'pg';

/**
 * The yardstick for writes: a bare Fastify route that runs one transaction of `?statements=N` inserts
 * on PostgreSQL (DATABASE_URL) through a pool of the server's size, and nothing else. What a request
 * with that many round trips to the database can do on this machine at best.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query('create table if not exists bench_writes (id bigserial primary key, body text not null)');
const app = Fastify({ logger: false });
app.get('/ready', () => ({ ok: true }));
app.post<{ Querystring: { statements?: string } }>('/write', async (request) => {
  const statements = Number(request.query.statements ?? 1);
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (let n = 0; n < statements; n += 1) await client.query('insert into bench_writes (body) values ($1)', [`write ${n}`]);
    await client.query('commit');
  } finally {
    client.release();
  }
  return { ok: true };
});
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
