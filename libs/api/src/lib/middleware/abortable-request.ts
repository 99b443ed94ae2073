/**
 * A copy of `request` that also aborts when `controller` does. `keep` must be held until the request ends:
 * Node holds AbortSignal.any() composites and a Request's follower signal only weakly, and a collected link
 * breaks the abort chain (the browser keeps them alive itself).
 */
export function abortableRequest(request: Request, controller: AbortController): { next: Request; keep: unknown[] } {
  const signal = AbortSignal.any([request.signal, controller.signal]);
  const next = new Request(request, { signal });
  return { next, keep: [request, signal, next] };
}
