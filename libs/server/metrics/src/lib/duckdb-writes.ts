// The DuckDB store's writes of figures: staged, batched into one transaction, then the running totals of
// what they touched recomputed (duckdb-store.ts explains the tables; docs/metrics-store.md why they are so).
import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import { BASE_METRICS } from '@toufang/domain';
import type { MetricRow, ReplaceScope } from '@toufang/server-context';
import { objectKey } from './okey';
import { anyNonZero, dialect, OBJECT_COLUMNS, sumsList, type Kept, type Lane } from './duckdb-schema';
import { addDays, day, hourParts, SUM_COLUMNS, toStored } from './sql';

export interface WriteContext {
  writer: DuckDBConnection;
  /** The meta table's values, which the writes move on. */
  kept: Kept;
  /** The store's write lane: one write at a time. */
  write: Lane;
  transaction<T>(work: () => Promise<T>): Promise<T>;
  setMeta(key: string, value: string): Promise<void>;
}

export function figureWrites({ writer, kept, write, transaction, setMeta }: WriteContext) {
  const rowsOf = async (sql: string) => (await writer.runAndReadAll(sql)).getRowsJS();

  async function appendAll(table: string, fill: (appender: DuckDBAppender) => void): Promise<void> {
    await writer.run(`DELETE FROM ${table}`);
    const appender = await writer.createAppender(table, 'main', 'temp');
    fill(appender);
    appender.closeSync();
  }

  interface FigureWrite {
    rows: readonly MetricRow[];
    replace: ReplaceScope | undefined;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  interface Staged {
    customerId: number;
    media: string;
    level: string;
    accountId: number;
    key: bigint;
    day: string;
    hour: number;
    stored: bigint[];
  }
  // Writes of figures that arrive while another write runs wait here and then go in together, as one
  // transaction: a sync of eight accounts side by side pays the fixed cost of a write once, not eight times.
  const pending = { daily: [] as FigureWrite[], hourly: [] as FigureWrite[] };

  function writeFigures(rows: readonly MetricRow[], replace: ReplaceScope | undefined, hourly: boolean): Promise<void> {
    if (rows.length === 0 && (!replace || replace.objectIds.length === 0)) return Promise.resolve();
    // Checked now, so a bad row fails its own call and not the batch it would have joined.
    for (const row of rows) if (hourly) hourParts(row.time);
    else day(row.time);
    if (replace) {
      day(replace.from);
      day(replace.to);
    }
    const queue = hourly ? pending.hourly : pending.daily;
    return new Promise<void>((resolve, reject) => {
      queue.push({ rows, replace, resolve, reject });
      if (queue.length === 1) {
        void write(async () => {
          const batch = queue.splice(0, queue.length);
          try {
            await writeBatch(batch, hourly);
            for (const w of batch) w.resolve();
          } catch (error) {
            for (const w of batch) w.reject(error);
          }
        });
      }
    });
  }

  /** The writes of a batch in order, as one: a later write's scope removes what an earlier one brought. */
  async function writeBatch(batch: readonly FigureWrite[], hourly: boolean): Promise<void> {
    const rows = new Map<string, Staged>();
    const scopes: { key: bigint; from: string; to: string }[] = [];
    for (const w of batch) {
      if (w.replace) {
        const { customerId, media, level, from, to } = w.replace;
        const keys = new Set([...new Set(w.replace.objectIds)].map((id) => objectKey(customerId, media, level, id)));
        for (const [id, r] of rows) if (keys.has(r.key) && r.day >= from && r.day <= to) rows.delete(id);
        for (const key of keys) scopes.push({ key, from, to });
      }
      for (const row of w.rows) {
        const key = objectKey(row.customerId, row.media, row.level, row.objectId);
        const at = hourly ? hourParts(row.time) : { day: day(row.time), hour: 0 };
        rows.set(`${key}|${at.day}|${at.hour}`, {
          customerId: row.customerId,
          media: row.media,
          level: row.level,
          accountId: row.accountId,
          key,
          day: at.day,
          hour: at.hour,
          stored: BASE_METRICS.map((base) => BigInt(toStored(base, row.sums[base]))),
        });
      }
    }
    await appendAll('stage_figures', (a) => {
      for (const r of rows.values()) {
        a.appendInteger(r.customerId);
        a.appendVarchar(r.media);
        a.appendVarchar(r.level);
        a.appendInteger(r.accountId);
        a.appendBigInt(r.key);
        a.appendVarchar(r.day);
        a.appendTinyInt(r.hour);
        for (const value of r.stored) a.appendBigInt(value);
        a.endRow();
      }
    });
    await appendAll('stage_scope', (a) => {
      for (const scope of scopes) {
        a.appendBigInt(scope.key);
        a.appendVarchar(scope.from);
        a.appendVarchar(scope.to);
        a.endRow();
      }
    });
    const table = hourly ? 'hourly' : 'daily';
    // The scopes' outer days as literals too: the tables are kept in day order, so whole row groups are skipped.
    const lowest = scopes.reduce((a, sc) => (sc.from < a ? sc.from : a), '9999-12-31');
    const highest = scopes.reduce((a, sc) => (sc.to > a ? sc.to : a), '0000-01-01');
    const inScope = `d.okey = s.okey AND d.day BETWEEN CAST(s.d_from AS DATE) AND CAST(s.d_to AS DATE)
      AND d.day BETWEEN CAST(${dialect.str(lowest)} AS DATE) AND CAST(${dialect.str(highest)} AS DATE)`;
    await transaction(async () => {
      if (!hourly) {
        // The objects whose running totals change, from the first day anything of theirs changes.
        await writer.run(`CREATE OR REPLACE TEMP TABLE affected AS
          SELECT okey, min(day) AS d0, any_value(customer_id) AS customer_id, any_value(media) AS media, any_value(level) AS level,
            any_value(account_id) AS account_id
          FROM (
            SELECT okey, CAST(day AS DATE) AS day, customer_id, media, level, account_id FROM stage_figures
            ${scopes.length > 0 ? `UNION ALL SELECT d.okey, d.day, d.customer_id, d.media, d.level, d.account_id FROM daily d JOIN stage_scope s ON ${inScope}` : ''}
          ) GROUP BY okey`);
      }
      if (scopes.length > 0) await writer.run(`DELETE FROM ${table} d USING stage_scope s WHERE ${inScope}`);
      if (rows.size > 0) {
        const match = hourly ? 'd.hour = s.hour' : 'TRUE';
        const staged = [...rows.values()].map((r) => r.day);
        const span = `d.day BETWEEN CAST(${dialect.str(staged.reduce((a, b) => (a < b ? a : b)))} AS DATE) AND CAST(${dialect.str(staged.reduce((a, b) => (a > b ? a : b)))} AS DATE)`;
        await writer.run(`DELETE FROM ${table} d USING stage_figures s WHERE d.okey = s.okey AND d.day = CAST(s.day AS DATE) AND ${match} AND ${span}`);
        await writer.run(`INSERT INTO ${table} SELECT s.customer_id, s.media, s.level, s.account_id, s.okey, CAST(s.day AS DATE),
          ${hourly ? 's.hour, ' : ''}${sumsList('s')} FROM stage_figures s WHERE ${anyNonZero('s')}`);
      }
      if (!hourly) {
        const days = [...[...rows.values()].map((r) => r.day), ...scopes.map((sc) => sc.from)];
        await recomputeCumulative(days.reduce((a, b) => (a < b ? a : b)), [...rows.values()].reduce((a, r) => (r.day > a ? r.day : a), ''));
      }
    });
  }

  /**
   * Copies the running total at the horizon into `objects` (0 where an object has none), for the objects
   * `which` selects (a condition on `o`), or every object.
   */
  async function refreshHorizonTotals(which: string | null): Promise<void> {
    const at = kept.horizon === null ? 'NULL' : `CAST(${dialect.str(kept.horizon)} AS DATE)`;
    const set = SUM_COLUMNS.map((c) => `h_${c} = coalesce(c.${c}, 0)`).join(', ');
    await writer.run(`UPDATE objects o SET ${set}
      FROM objects x LEFT JOIN (SELECT * FROM cumulative WHERE day = ${at}) c ON c.okey = x.okey
      WHERE x.okey = o.okey${which ? ` AND ${which}` : ''}`);
  }

  /**
   * Extends every object to a later horizon, then rebuilds the running totals of the affected objects from
   * their first changed day (`first` is no later than any of those days; `last` the latest day written).
   */
  async function recomputeCumulative(first: string, last: string): Promise<void> {
    const next = kept.horizon === null || last > kept.horizon ? last || kept.horizon : kept.horizon;
    if (next === null || next === '') return;
    if (kept.horizon !== null && next > kept.horizon) {
      // Every object carries its running total over the new days (nothing was spent on them yet).
      await writer.run(`INSERT INTO cumulative
        SELECT c.customer_id, c.media, c.level, c.account_id, c.okey, CAST(g.range AS DATE), ${sumsList('c')}
        FROM cumulative c, range(CAST(${dialect.str(addDays(kept.horizon, 1))} AS DATE), CAST(${dialect.str(addDays(next, 1))} AS DATE), INTERVAL 1 DAY) g
        WHERE c.day = CAST(${dialect.str(kept.horizon)} AS DATE)`);
    }
    const start = first < next ? first : next;
    const since = `CAST(${dialect.str(start)} AS DATE)`;
    await writer.run(`DELETE FROM cumulative c USING affected a WHERE c.okey = a.okey AND c.day >= a.d0 AND c.day >= ${since}`);
    const running = SUM_COLUMNS.map((c) => `CAST(coalesce(b.${c}, 0) + sum(coalesce(d.${c}, 0)) OVER w AS BIGINT)`).join(', ');
    await writer.run(`INSERT INTO cumulative
      SELECT a.customer_id, a.media, a.level, a.account_id, a.okey, g.day, ${running}
      FROM affected a
      JOIN (SELECT CAST(range AS DATE) AS day FROM range(${since}, CAST(${dialect.str(addDays(next, 1))} AS DATE), INTERVAL 1 DAY)) g
        ON g.day >= a.d0
      LEFT JOIN (SELECT * FROM daily WHERE day >= ${since}) d ON d.okey = a.okey AND d.day = g.day
      LEFT JOIN (SELECT * FROM cumulative WHERE day >= ${since} - 1 AND day < CAST(${dialect.str(next)} AS DATE)) b ON b.okey = a.okey AND b.day = a.d0 - 1
      WINDOW w AS (PARTITION BY a.okey ORDER BY g.day)`);
    if (next !== kept.horizon) {
      await setMeta('horizon', next);
      kept.horizon = next;
    }
    // A later horizon carries every total over unchanged: only the affected objects' change.
    await refreshHorizonTotals('o.okey IN (SELECT okey FROM affected)');
    // Rows for days before the last one land out of day order: the next prune puts the tables back in order.
    if (start < next && !kept.disordered) {
      await setMeta('disordered', '1');
      kept.disordered = true;
    }
  }

  /**
   * Rewrites the figures and running totals in day order. A range's query reads two days of running
   * totals, and DuckDB skips a row group whose days are all outside them, so the order decides whether a
   * page reads 200,000 rows or 9 million. Writes of past days (a backfill, yesterday's last hours) break
   * the order; prune restores it when they did.
   */
  async function compact(): Promise<void> {
    await transaction(async () => {
      for (const table of ['cumulative', 'daily']) {
        await writer.run(`CREATE OR REPLACE TABLE ${table}_ordered AS SELECT * FROM ${table} ORDER BY day, customer_id, media, level, okey`);
        await writer.run(`DROP TABLE ${table}`);
        await writer.run(`ALTER TABLE ${table}_ordered RENAME TO ${table}`);
      }
      await writer.run(`DELETE FROM meta WHERE key = 'disordered'`);
    });
    kept.disordered = false;
    await writer.run('CHECKPOINT');
  }

  async function load(sql: { objects: string; daily: string; hourly?: string }): Promise<void> {
    const [[heldRows]] = await rowsOf('SELECT count(*) FROM daily');
    await transaction(async () => {
      await writer.run(`INSERT INTO objects (${OBJECT_COLUMNS}) SELECT * FROM (${sql.objects})`);
      await writer.run(`INSERT INTO daily SELECT * FROM (${sql.daily}) ORDER BY day, customer_id, media, level, okey`);
      if (sql.hourly) await writer.run(`INSERT INTO hourly SELECT * FROM (${sql.hourly}) ORDER BY day, hour, customer_id, media, level, okey`);
      const [[last]] = await rowsOf('SELECT CAST(max(day) AS VARCHAR) FROM daily');
      if (last === null) return;
      const next = String(last);
      await writer.run('DELETE FROM cumulative');
      const running = SUM_COLUMNS.map((c) => `CAST(sum(coalesce(d.${c}, 0)) OVER w AS BIGINT)`).join(', ');
      await writer.run(`INSERT INTO cumulative
        SELECT a.customer_id, a.media, a.level, a.account_id, a.okey, g.day, ${running}
        FROM (SELECT okey, min(day) AS d0, any_value(customer_id) AS customer_id, any_value(media) AS media, any_value(level) AS level,
                any_value(account_id) AS account_id FROM daily GROUP BY okey) a
        JOIN (SELECT CAST(range AS DATE) AS day FROM range((SELECT min(day) FROM daily), CAST(${dialect.str(addDays(next, 1))} AS DATE), INTERVAL 1 DAY)) g
          ON g.day >= a.d0
        LEFT JOIN daily d ON d.okey = a.okey AND d.day = g.day
        WINDOW w AS (PARTITION BY a.okey ORDER BY g.day)
        ORDER BY g.day, a.customer_id, a.media, a.level, a.okey`);
      await setMeta('horizon', next);
      kept.horizon = next;
      await refreshHorizonTotals(null);
    });
    // Loaded in day order into an empty store: already compact. Otherwise the old rows come first.
    if (Number(heldRows) > 0) await compact();
    else await writer.run('CHECKPOINT');
  }

  return { appendAll, writeFigures, refreshHorizonTotals, compact, load };
}
