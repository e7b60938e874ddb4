// One autocannon run with per-response latencies, so p95 is exact (autocannon reports p97.5).
import autocannon from 'autocannon';
import { percentile } from './stats';

export interface Scenario {
  name: string;
  /** Paths requested in turn, so each run covers many pages, sorts and filter values. */
  paths: string[];
  /** Sent with every request (an admin token, say). */
  headers?: Record<string, string>;
}

export interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  non2xx: number;
  coldMs?: number;
}

/** A run stops after this many responses even when its time is not up. */
const MAX_RESPONSES = 2_000_000;

export function run(
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  let stoppedAt: number | undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        headers: { ...headers, ...scenario.headers },
        requests: [
          {
            setupRequest: (req) => {
              req.path = scenario.paths[next++ % scenario.paths.length];
              return req;
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = latencies.sort((a, b) => a - b);
        resolve({
          name: scenario.name,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          rps: result.requests.total / (stoppedAt ? (stoppedAt - started) / 1000 : duration),
          non2xx: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      latencies.push(ms);
      if (latencies.length === MAX_RESPONSES) {
        stoppedAt = performance.now();
        instance.stop();
      }
    });
  });
}

/** The bare Node server answers any path with the cached page's bytes. */
export function bareScenario(bytes: number): Scenario {
  return { name: `bare node (${Math.round(bytes / 1024)} KB)`, paths: ['/'] };
}
