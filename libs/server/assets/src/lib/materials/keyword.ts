// 素材库's keyword: a material whose name contains it (case-insensitive, as ILIKE), or whose MD5 or id it is.
// In a UTF-8 database ILIKE is LIKE over lower() of both sides, lowering the pattern again on every row;
// written out (`lower(name) LIKE lower(pattern)`) the same test costs about half, and the trigram index is
// over lower(name) (migration 037). A keyword that gives pg_trgm no trigram (one or two characters, e.g.
// 春节) would put the index in "read everything" mode, slower than reading the table, and the planner still
// picks it: such a keyword gets the same test in a form the index cannot serve (strpos over lower()).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Queryable } from '@toufang/server-db';
import { containsPattern } from '@toufang/server-http';

type MaterialsEb = ExpressionBuilder<Database & { m: Database['materials'] }, 'm'>;

const ASCII_WORD = /[A-Za-z0-9]/u;
const ANY_WORD = /[\p{L}\p{N}]/u;

/**
 * Whether `LIKE '%keyword%'` gives pg_trgm at least one trigram. pg_trgm reads the pattern's words (runs
 * of letters and digits): a word at either end of the keyword touches a wildcard and is taken as it is; a
 * word next to another character inside the keyword is a word boundary there, padded with two blanks before
 * or one after. A padded word of three or more characters gives trigrams. `letters`: whether the database
 * counts letters beyond ASCII (Chinese) as word characters, which depends on its ctype (trigramLetters).
 */
export function keywordHasTrigrams(keyword: string, letters: boolean): boolean {
  const chars = [...keyword];
  const isWord = (c: string) => (letters ? ANY_WORD : ASCII_WORD).test(c);
  let i = 0;
  while (i < chars.length) {
    if (!isWord(chars[i])) {
      i++;
      continue;
    }
    const start = i;
    while (i < chars.length && isWord(chars[i])) i++;
    const padded = i - start + (start > 0 ? 2 : 0) + (i < chars.length ? 1 : 0);
    if (padded >= 3) return true;
  }
  return false;
}

const lettersByDb = new WeakMap<Queryable, Promise<boolean>>();

/**
 * Whether the database's pg_trgm takes Chinese as word characters: yes under a UTF-8 ctype (PGlite's
 * C.UTF-8), no under ctype C (a PostgreSQL made with `initdb --no-locale`, as scripts/ensure-postgres.sh
 * does), where a Chinese keyword gives no trigrams. Asked once per database.
 */
export function trigramLetters(db: Queryable): Promise<boolean> {
  let letters = lettersByDb.get(db);
  if (!letters) {
    letters = db.query<{ letters: boolean }>(`SELECT cardinality(show_trgm('素材')) > 0 AS letters`).then(([row]) => row?.letters === true);
    // A failed probe is asked again next time rather than kept.
    letters.catch(() => lettersByDb.delete(db));
    lettersByDb.set(db, letters);
  }
  return letters;
}

/** The keyword's condition on `m` (the caller trims it and skips an empty one). */
export function keywordCondition(eb: MaterialsEb, keyword: string, letters: boolean): Expression<SqlBool> {
  const name = keywordHasTrigrams(keyword, letters)
    ? sql<SqlBool>`lower(m.name) LIKE lower(${containsPattern(keyword)})`
    : sql<SqlBool>`strpos(lower(m.name), lower(${keyword})) > 0`;
  const or: Expression<SqlBool>[] = [name, eb('m.md5', '=', keyword.toLowerCase())];
  if (/^\d{1,15}$/.test(keyword)) or.push(eb('m.id', '=', keyword));
  return eb.or(or);
}
