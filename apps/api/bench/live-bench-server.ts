// The server of the live bench (apps/api/bench/live-bench.ts): the reference server on the bench's scratch data folder,
// with bench users (copies of the demo manager, as the per-person cap of 60 streams would otherwise bind first), in a
// process of its own so that its CPU is measured alone. Says `ready <port> <users>` on stdout, then every 5 s a
// `stats <json>` line: CPU (user + system ms since the last line), RSS, the hub's media calls, serialisations,
// streams and producers.
import { buildServer } from '../src/server';
import { liveHubOf } from '@toufang/server-live';

const USERS = Number(process.env.LIVE_BENCH_USERS ?? 20);
const dataDir = process.env.LIVE_BENCH_DATA_DIR;
if (!dataDir) throw new Error('LIVE_BENCH_DATA_DIR is required');

const app = await buildServer({ dataDir, staticDir: `${dataDir}/no-shell`, logLevel: false, backupDays: 0 });
const db = app.toufang.db;
// Users like the manager (the company's every account), each with the demo password: the column list is read, so
// the copy follows the table.
const columns = (await db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name NOT IN ('id', 'username')")).map(
  (row) => `"${row.column_name}"`,
);
for (let i = 1; i <= USERS; i++) {
  await db.query(
    `INSERT INTO users (username, ${columns.join(', ')}) SELECT $1, ${columns.join(', ')} FROM users WHERE username = 'manager' ON CONFLICT DO NOTHING`,
    [`livebench${i}`],
  );
}
// The rooms on air at any hour: each of the company's 巨量千川 accounts with its 官方 抖音号 (its 24-hour room).
const rooms = await db.query<{ accountId: string; awemeId: string }>(
  `SELECT a.account_id AS "accountId", g.aweme_id AS "awemeId" FROM media_accounts a
     JOIN sandbox_aweme_grants g ON g.advertiser_id = a.account_id AND g.media_code = 'qianchuan' AND g.auth_type = 'official' AND g.revoked_at IS NULL
    WHERE a.customer_id = (SELECT customer_id FROM users WHERE username = 'manager') AND a.media_code = 'qianchuan'
    ORDER BY a.id LIMIT 40`,
);
process.stdout.write(`rooms ${JSON.stringify(rooms)}\n`);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0} ${USERS}\n`);

let cpu = process.cpuUsage();
const hub = liveHubOf(app.toufang);
setInterval(() => {
  const used = process.cpuUsage(cpu);
  cpu = process.cpuUsage();
  const { producers, streams } = hub.counts();
  const line = { cpuMs: (used.user + used.system) / 1000, rssMb: Math.round(process.memoryUsage().rss / 1_048_576), ...hub.stats, producers, streams };
  process.stdout.write(`stats ${JSON.stringify(line)}\n`);
}, 5_000).unref();

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
