import { describe, expect, it } from 'vitest';
import { expandTemplate, type CreationRow, type CreationTemplateBody } from '@toufang/domain';
import { sampleBody, TEST_SPEC } from '../../testing';
import { applyBids, maySubmit, removeRow, summarizeChecks } from './preview-rules';

function rows(): CreationRow[] {
  const expansion = expandTemplate(sampleBody() as CreationTemplateBody, TEST_SPEC, { now: Date.UTC(2026, 10, 30, 2) });
  if (!expansion.ok) throw new Error('the sample expands');
  return expansion.rows;
}

describe('the preview’s rules', () => {
  it('removes a row with every row under it', () => {
    const all = rows();
    const project = all.find((r) => r.level === 'project' && r.account === 0);
    const { rows: left, removed } = removeRow(all, project?.key ?? '');
    expect(removed).toBe(5);
    expect(left.some((r) => r.account === 0)).toBe(false);
    // An 广告 alone goes alone.
    const ad = all.find((r) => r.level === 'ad');
    expect(removeRow(all, ad?.key ?? '').removed).toBe(1);
  });

  it('sets the bids of the bid dialog: fixed, a ladder in preview order, a draw within the range', () => {
    const all = rows();
    const bids = (list: CreationRow[]) => list.filter((r) => r.level === 'ad').map((r) => r.settings['bid']);
    expect(new Set(bids(applyBids(all, TEST_SPEC, { type: 'FIXED', num: 2, min: null, max: null, precision: 2 })))).toEqual(new Set([2]));
    const ladder = bids(applyBids(all, TEST_SPEC, { type: 'LADDER', num: null, min: 1, max: 8, precision: 2 }));
    expect(ladder).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const drawn = bids(applyBids(all, TEST_SPEC, { type: 'RANDOM', num: null, min: 1, max: 3, precision: 2 }, () => 0.5));
    expect(new Set(drawn)).toEqual(new Set([2]));
    // 项目 have no bid field: untouched.
    expect(applyBids(all, TEST_SPEC, { type: 'FIXED', num: 2, min: null, max: null, precision: 2 }).filter((r) => r.level === 'project').map((r) => r.settings['bid'])).toEqual([undefined, undefined]);
  });

  it('lets a preview through with no error and its warnings accepted', () => {
    const summary = summarizeChecks([
      { rowKey: 'a', field: 'name', severity: 'warning', message: 'w', code: 'name_suffixed' },
      { rowKey: 'a', field: 'bid', severity: 'warning', message: 'w2', code: 'x' },
    ]);
    expect(summary.byRow.get('a')).toHaveLength(2);
    expect(maySubmit(summary, false)).toBe(false);
    expect(maySubmit(summary, true)).toBe(true);
    expect(maySubmit({ errors: 1, warnings: 0 }, true)).toBe(false);
    expect(maySubmit({ errors: 0, warnings: 0 }, false)).toBe(true);
  });
});
