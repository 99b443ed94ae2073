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
    method?: string;
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
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
