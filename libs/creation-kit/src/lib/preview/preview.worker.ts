// The preview worker: expands the template and checks the rows off the page's main thread (issue 22: no task
// over 50 ms while 1,000 rows are previewed). One per page, answering each request by its id.
import { computePreview, type PreviewReply, type PreviewRequest } from './preview-compute';

const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<PreviewRequest>) => void): void;
  postMessage(reply: PreviewReply): void;
};

scope.addEventListener('message', ({ data: { id, work } }) => {
  try {
    scope.postMessage({ id, answer: computePreview(work) });
  } catch (error) {
    scope.postMessage({ id, failed: error instanceof Error ? error.message : String(error) });
  }
});
