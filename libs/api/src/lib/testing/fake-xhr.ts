// The browser's XMLHttpRequest for the upload specs (Node has none, jsdom's would go to the network): it
// records each request, and the test answers it, reports its progress, fails it or sees it aborted. A spec
// stubs it in with `vi.stubGlobal('XMLHttpRequest', FakeXhr)` and empties `FakeXhr.sent` before each test.
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  private responseHeaders = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** Answers `body` as JSON with `status`. */
  respond(status: number, body: unknown) {
    this.responseHeaders = 'Content-Type: application/json\r\nX-Trace: abc\r\n';
    this.answer(status, JSON.stringify(body));
  }
  /** Answers any text (an object store's answer is no envelope). */
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

/** The `count`-th request once it has been sent (polled: the upload sends it after the client's middleware). */
export async function sentXhr(count = 1): Promise<FakeXhr> {
  const until = Date.now() + 10_000;
  while (FakeXhr.sent.length < count) {
    if (Date.now() > until) throw new Error(`${FakeXhr.sent.length} of ${count} uploads were sent`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return FakeXhr.sent[count - 1] as FakeXhr;
}
