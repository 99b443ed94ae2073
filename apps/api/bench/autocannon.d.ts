// The part of autocannon's API the benchmark uses (the package ships no types, and @types/autocannon is
// not installed).
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    total: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Seconds before a request counts as timed out (10 by default). */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests sent in turn on each connection; setupRequest may rewrite one before it is sent. */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (request: RequestParams) => RequestParams }>;
  }
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Answers by status class, e.g. '4xx'. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
