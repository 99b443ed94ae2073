// Small SQL helpers shared by the list endpoints.
import { sql, type SelectQueryBuilder } from 'kysely';

/** A LIKE pattern that matches the keyword anywhere, with its own % and _ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** OFFSET of a 1-based page. */
export function pageOffset(current: number, size: number): number {
  return (current - 1) * size;
}

export interface PageRequest {
  current: number;
  size: number;
}

/**
 * One page of an ordered query and the total of the whole filtered set. One round trip: the window count
 * rides along with the page, and only a page past the end (no rows to carry it) counts on its own.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { current, size }: PageRequest,
) {
  const rows = await query
    .select(sql<number>`(count(*) over ())::int`.as('page_total'))
    // Kysely cannot resolve a selection over a generic table set; this is exactly what the select adds.
    .$castTo<O & { page_total: number }>()
    .limit(size)
    .offset(pageOffset(current, size))
    .execute();
  const total =
    rows[0]?.page_total ??
    (
      await query
        .clearSelect()
        .clearOrderBy()
        .select(sql<number>`count(*)::int`.as('n'))
        .$castTo<{ n: number }>()
        .executeTakeFirstOrThrow()
    ).n;
  return { rows, total };
}
