// The baseline for the add benchmarks: a bare node:http server that only parses JSON and inserts the
// bookings in one better-sqlite3 transaction, with the same durability pragmas as the service.
import { createServer } from 'node:http';
// The driver the service uses on this Node (better-sqlite3 13 on Node >= 22 when installed, else 12): from the build.
import { Database } from '../dist/store/sqliteDriver.js';

const db = new Database(process.argv[2] ?? ':memory:');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS bookings (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO bookings (body) VALUES (?)');
const insertAll = db.transaction((list) => {
  for (const b of list) insert.run(JSON.stringify(b));
});

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const list = Array.isArray(body) ? body : [body];
    insertAll(list);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'ACCEPTED', data: { bookingsCount: list.length } }));
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
