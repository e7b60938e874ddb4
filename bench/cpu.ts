// CPU time of the whole machine and of the bench's own processes (Linux /proc), so a phase can
// say how busy the cores were, what each of the bench's processes spent, and how much other work
// on the machine took meanwhile.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

interface Ticks {
  /** user + nice + system + irq + softirq, over every CPU. */
  busy: number;
  /** user + nice + system: the part of `busy` processes are charged for. */
  processes: number;
  /** Time the hypervisor gave this machine's CPUs to another machine. */
  steal: number;
  all: number;
  cpus: number;
}

/**
 * Busy and total CPU time of the whole machine so far, in clock ticks, and how many CPUs it has
 * (Linux only). The machine's, not the bench's: run under `taskset`, the bench may use fewer.
 */
function machineTicks(): Ticks | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = lines[0]?.trim().split(/\s+/).slice(1);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = (fields ?? []).map(
    (n) => Number(n) || 0,
  );
  const processes = (user ?? 0) + (nice ?? 0) + (system ?? 0);
  const busy = processes + (irq ?? 0) + (softirq ?? 0);
  const cpus = lines.filter((line) => /^cpu\d/.test(line)).length;
  return {
    busy,
    processes,
    steal: steal ?? 0,
    all: busy + (idle ?? 0) + (iowait ?? 0) + (steal ?? 0),
    cpus,
  };
}

/** /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 a second. */
const MS_PER_TICK = 10;

/** A process's parent and the CPU time it has used so far, in ms (its /proc/<pid>/stat). */
function processStat(pid: number): { ppid: number; cpuMs: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // it has exited
  }
  // The fields after the command's closing parenthesis: ppid is the 4th, utime and stime the
  // 14th and 15th of the whole line.
  const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
  const ticks = (Number(fields[11]) || 0) + (Number(fields[12]) || 0);
  return { ppid: Number(fields[1]), cpuMs: ticks * MS_PER_TICK };
}

/** Where the CPU of the measured processes is: the store's server and its PostgreSQL. */
export interface Processes {
  serverPid: number | undefined;
  /**
   * The local PostgreSQL server the store uses (none: the embedded database, in the server's
   * process, or a server on another machine), and the bench's database on it.
   */
  postgres?: { postmaster: number; database: string };
}

/**
 * CPU ms so far of each of PostgreSQL's processes that work for the bench: the postmaster, its
 * background processes (the WAL writer, the checkpointer, autovacuum…) and the sessions of the
 * bench's database, not another database's sessions.
 */
function postgresCpu(postgres: Processes['postgres']): Map<number, number> {
  const spent = new Map<number, number>();
  if (!postgres || !existsSync('/proc')) return spent;
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = processStat(pid);
    if (!stat || (pid !== postgres.postmaster && stat.ppid !== postgres.postmaster)) continue;
    let title = '';
    try {
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // A session's title is "postgres: <user> <database> <client>(<port>) <state>".
    const session = /\(\d+\)|\[local\]/.test(title);
    if (!session || title.includes(` ${postgres.database} `)) spent.set(pid, stat.cpuMs);
  }
  return spent;
}

/**
 * The PostgreSQL server behind `db` when it runs on this machine (the parent of `db`'s own
 * session is its postmaster), and `db`'s database: what `Processes.postgres` names.
 */
export async function localPostgres(db: pg.Client): Promise<Processes['postgres']> {
  const { rows } = await db.query<{ pid: number; database: string }>(
    'SELECT pg_backend_pid() AS pid, current_database() AS database',
  );
  const [row] = rows;
  const postmaster = row ? processStat(row.pid)?.ppid : undefined;
  if (!row || postmaster === undefined) return undefined;
  const title = readFileSync(`/proc/${row.pid}/cmdline`, 'utf8');
  return title.startsWith('postgres') ? { postmaster, database: row.database } : undefined;
}

/** CPU ms used so far by the server, by PostgreSQL's processes that work for it, and by this one. */
function cpuSplit({ serverPid, postgres }: Processes) {
  const own = process.cpuUsage();
  return {
    server: serverPid === undefined ? 0 : (processStat(serverPid)?.cpuMs ?? 0),
    postgres: postgresCpu(postgres),
    generator: (own.user + own.system) / 1000,
  };
}

/** CPU ms spent by each of the measured processes. */
export interface CpuSplit {
  server: number;
  postgres: number;
  generator: number;
}

/** What one measured phase took of the machine. */
export interface PhaseCpu {
  /** Cores busy on average, machine-wide: the server, PostgreSQL, this load generator and the rest. */
  cores: number | undefined;
  /**
   * Cores taken on average by everything but the bench's own processes (other work on a shared
   * machine, and CPU time the hypervisor gave to another machine).
   */
  others: number | undefined;
  /** This load generator's CPU over the phase's time: near 1, its one thread is what limits. */
  generatorBusy: number;
  /** CPU ms each process spent over the phase. */
  spent: CpuSplit;
}

/** Starts counting a phase's CPU now; the function returned stops and answers it. */
export function watchCpu(processes: Processes): () => PhaseCpu {
  const ticksBefore = machineTicks();
  const before = cpuSplit(processes);
  const started = performance.now();
  return () => {
    const wallMs = performance.now() - started;
    const ticksAfter = machineTicks();
    const after = cpuSplit(processes);
    // A PostgreSQL process started during the phase counts from 0; one that ended is not seen.
    let postgres = 0;
    for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
    const spent: CpuSplit = {
      server: after.server - before.server,
      postgres,
      generator: after.generator - before.generator,
    };
    if (!ticksBefore || !ticksAfter) {
      return {
        cores: undefined,
        others: undefined,
        generatorBusy: spent.generator / wallMs,
        spent,
      };
    }
    const all = ticksAfter.all - ticksBefore.all;
    const cores = (ticksAfter.cpus * (ticksAfter.busy - ticksBefore.busy)) / all;
    const ours = (spent.server + spent.postgres + spent.generator) / MS_PER_TICK;
    const taken =
      ticksAfter.processes - ticksBefore.processes + (ticksAfter.steal - ticksBefore.steal) - ours;
    return {
      cores,
      others: Math.max(0, (ticksAfter.cpus * taken) / all),
      generatorBusy: spent.generator / wallMs,
      spent,
    };
  };
}
