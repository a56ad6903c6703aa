// The floor of the addBookings figure on PostgreSQL (issue 26): a bare node:http server that only parses JSON and
// inserts each call's bookings with one multi-row INSERT in one transaction, through the async `pg` client. A pool of
// 8 connections, one per load connection; the database is on the same durable cluster as `serve`'s (bench/postgres.ts).
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.argv[2], max: 8 });
await pool.query('CREATE TABLE IF NOT EXISTS bookings (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body text NOT NULL)');

async function insertAll(list) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO bookings (body) VALUES ${list.map((_, i) => `($${i + 1})`).join(', ')}`, list.map((b) => JSON.stringify(b)));
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const list = Array.isArray(body) ? body : [body];
    insertAll(list).then(
      () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'ACCEPTED', data: { bookingsCount: list.length } }));
      },
      (err) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'ERROR', message: err.message }));
      },
    );
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
