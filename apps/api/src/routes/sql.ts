// Small SQL helpers shared by the list endpoints.

/** A LIKE pattern that matches the keyword anywhere, with its own % and _ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** OFFSET of a 1-based page. */
export function pageOffset(current: number, size: number): number {
  return (current - 1) * size;
}
