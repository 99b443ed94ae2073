import { describe, expect, it } from 'vitest';
import { checkRows, expandTemplate, type CreationTemplateBody, type PreviewFacts } from '@toufang/domain';
import { sampleBody, TEST_SPEC } from '../../testing';
import { computePreview, type PreviewReply, type PreviewRequest } from './preview-compute';
import { previewRunner, type PreviewWorkerLike } from './preview-work';

const NOW = Date.UTC(2026, 10, 30, 2);
const facts: PreviewFacts = { existingNames: {}, quotaLeft: { 0: 1 }, createsLeftToday: {}, lowEfficiencyMaterials: {} };

/** A worker in the test's own thread: requests and answers cross structuredClone, as they would postMessage. */
function fakeWorker(behaviour: 'answers' | 'fails' | 'cannot-load'): PreviewWorkerLike {
  const worker: PreviewWorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage(request: PreviewRequest) {
      const { id, work } = structuredClone(request);
      setTimeout(() => {
        if (behaviour === 'cannot-load') return worker.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
        const reply: PreviewReply = behaviour === 'fails' ? { id, failed: 'boom' } : { id, answer: computePreview(work) };
        worker.onmessage?.({ data: structuredClone(reply) } as MessageEvent<PreviewReply>);
      }, 0);
    },
  };
  return worker;
}

describe('the preview’s computing', () => {
  const body = sampleBody() as CreationTemplateBody;
  const direct = expandTemplate(body, TEST_SPEC, { now: NOW, existingNames: facts.existingNames });
  if (!direct.ok) throw new Error('the sample expands');
  const directChecks = checkRows(direct.rows, body, TEST_SPEC, facts);

  it.each(['answers', 'fails', 'cannot-load', 'no worker'] as const)('gives the main thread’s rows and checks when the worker %s', async (behaviour) => {
    const runner = previewRunner(() => (behaviour === 'no worker' ? null : fakeWorker(behaviour)));
    const first = await runner.run<'expand'>({ kind: 'expand', body, spec: TEST_SPEC, facts, now: NOW });
    expect(first).toEqual({ expansion: direct, checks: directChecks });
    // The quota left is passed, so the checks compared are not empty.
    expect(directChecks.map((c) => c.code)).toContain('quota');
    const renamed = direct.rows.map((r, i) => (i === 1 ? { ...r, name: '' } : r));
    const again = await runner.run<'check'>({ kind: 'check', rows: renamed, body, spec: TEST_SPEC, facts });
    expect(again.checks).toEqual(checkRows(renamed, body, TEST_SPEC, facts));
    expect(again.checks.some((c) => c.rowKey === renamed[1].key && c.severity === 'error')).toBe(true);
  });
});
