// The warm benchmarks' load generator: plain autocannon in a process of its own, with its default
// settings (10 connections, no pipelining), collecting only its JSON summary. An in-process
// generator that records every response's latency shares the cores with the server it loads and
// held a bare server to a third of what plain autocannon gets here (decision 44).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const runFile = promisify(execFile);
const autocannonBin = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');

export interface Summary {
  /** Requests a second, autocannon's "Req/Sec" average. */
  rps: number;
  /** Latency at the 99th percentile, in ms. */
  p99: number;
  /** Answers other than 2xx or 304, plus errors and timeouts. */
  failed: number;
}

interface CliSummary {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

/**
 * One autocannon run. Only what is passed is set: with no options it is `autocannon <url>` (10 s,
 * 10 connections); `-j` changes only how the summary is printed.
 */
export async function autocannon(
  url: string,
  {
    headers = {},
    duration,
    connections,
  }: { headers?: Record<string, string>; duration?: number; connections?: number } = {},
): Promise<Summary> {
  const args = ['-j'];
  if (duration !== undefined) args.push('-d', String(duration));
  if (connections !== undefined) args.push('-c', String(connections));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await runFile(autocannonBin, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as CliSummary;
  // autocannon counts a 304 as non-2xx; a revalidation answered 304 is a success here.
  const notModified = result.statusCodeStats?.['304']?.count ?? 0;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx - notModified + result.errors + result.timeouts,
  };
}

/** The environment without the store's own settings, so every one takes its default. */
export function defaultsOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const own = ['LOG_LEVEL', 'CATALOG_CACHE', 'CATALOG_VERSION_TTL_MS', 'NODE_ENV', 'DATABASE_URL'];
  return Object.fromEntries(Object.entries(env).filter(([k]) => !own.includes(k)));
}
