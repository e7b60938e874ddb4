// How busy the machine was while a browser bench ran: the share of every core's time that was
// busy (Linux /proc/stat, the bench's own browser and store included) and the load averages.
// A browser figure taken on a busy machine is slower than the page is: the benches print this
// beside their figures so a reader can tell.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

function ticks(): { busy: number; all: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = (fields ?? []).map(
    (n) => Number(n) || 0,
  );
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
  return { busy, all: busy + (idle ?? 0) + (iowait ?? 0) + (steal ?? 0) };
}

/** Starts watching; the function it returns describes the machine's load since then. */
export function watchMachine(): () => string {
  const start = ticks();
  const before = loadavg()[0] ?? 0;
  return () => {
    const end = ticks();
    const [one = 0, five = 0, fifteen = 0] = loadavg();
    const busy =
      start && end && end.all > start.all
        ? `${(((end.busy - start.busy) / (end.all - start.all)) * 100).toFixed(0)} % of ${cpus().length} cores busy (this bench included)`
        : 'busy share unknown (no /proc/stat)';
    return `machine: ${busy}; load average ${before.toFixed(2)} at the start, ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} at the end`;
  };
}
