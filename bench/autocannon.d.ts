// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: RawRequest) => RawRequest }[];
  }

  interface Result {
    requests: { average: number; total: number };
    throughput: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  interface Instance extends EventEmitter {
    stop(): void;
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
  }

  function autocannon(opts: Options, done?: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
