import { describe, expect, it } from 'vitest';
import { keywordHasTrigrams } from './keyword';

// What pg_trgm extracts from LIKE '%keyword%' (checked against show_trgm and EXPLAIN on PGlite and PostgreSQL).
describe('keywordHasTrigrams', () => {
  it('needs three characters of one word, counting the blanks of a boundary inside the keyword', () => {
    expect(keywordHasTrigrams('abc', false)).toBe(true);
    expect(keywordHasTrigrams('ab', false)).toBe(false);
    // "ab" ends at the underscore (one blank after), "4" starts after it (two blanks before).
    expect(keywordHasTrigrams('ab_', false)).toBe(true);
    expect(keywordHasTrigrams('_4', false)).toBe(true);
    expect(keywordHasTrigrams('a_b', false)).toBe(true);
    expect(keywordHasTrigrams('a', false)).toBe(false);
    expect(keywordHasTrigrams('%_', false)).toBe(false);
  });

  it('counts Chinese as letters only where the database does', () => {
    expect(keywordHasTrigrams('春节', true)).toBe(false);
    expect(keywordHasTrigrams('春节促销', true)).toBe(true);
    expect(keywordHasTrigrams('春节促销', false)).toBe(false);
    expect(keywordHasTrigrams('素材_4', true)).toBe(true);
    expect(keywordHasTrigrams('春节abc', false)).toBe(true);
  });
});
