// The browser's XMLHttpRequest for the upload specs (jsdom's would go to the network): it records each
// request, and the test answers it, reports its progress or sees it aborted. Only specs import it.
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Stands in for the browser's XMLHttpRequest: records the upload, the test answers it. */
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
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'Content-Type: application/json\r\n';
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
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** The desk's success envelope around `data`. */
  respond(data: unknown) {
    this.answer(200, JSON.stringify({ code: 200, message: 'success', data }));
  }
  /** Any status and body (an object store answers no envelope). */
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

/** The `count`-th request once it has been sent. */
export async function sentXhr(count: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count), { timeout: 10_000 });
  return FakeXhr.sent[count - 1] as FakeXhr;
}
