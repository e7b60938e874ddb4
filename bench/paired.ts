// A change measured side by side with its baseline in one run: alternating rounds on the same
// store and data, and a verdict that says the run is void when a baseline phase did not run at
// its real speed (other work on the machine took a share of it, or this load generator's one
// thread was what limited it).
import type { PhaseCpu } from './cpu';

export type Side = 'baseline' | 'change';

/**
 * The order round `round` measures the two sides in: baseline first, then the change first, and
 * so on, so a burst of other work or a store warming up over time falls on both sides alike.
 */
export const sidesOf = (round: number): [Side, Side] =>
  round % 2 === 0 ? ['baseline', 'change'] : ['change', 'baseline'];

/**
 * Other work may take at most a tenth of the machine's cores during a baseline phase: more could
 * slow the baseline by as much as the 10 % a change is allowed.
 */
const OTHERS_SHARE_MAX = 0.1;
/** Past this share of one core, the load generator's thread is what sets the baseline's pace. */
const GENERATOR_BUSY_MAX = 0.9;

export interface MeasuredPhase {
  /** How the verdict names the phase: "round 2, 16 shoppers, no promotions". */
  label: string;
  side: Side;
  cpu: PhaseCpu;
}

/** Why a phase did not run at its real speed, or null. */
function disturbance(phase: MeasuredPhase, cpus: number): string | null {
  const { others, generatorBusy } = phase.cpu;
  if (others !== undefined && others > OTHERS_SHARE_MAX * cpus) {
    return `other work took ${others.toFixed(2)} of the ${cpus} cores`;
  }
  if (generatorBusy > GENERATOR_BUSY_MAX) {
    return `the load generator was busy ${(generatorBusy * 100).toFixed(0)} % of a core`;
  }
  return null;
}

/** A mark beside a phase's figures: '*' when it did not run at its real speed. */
export const markOf = (phase: MeasuredPhase, cpus: number) =>
  disturbance(phase, cpus) === null ? ' ' : '*';

/** "0.12 / 0.95": other work's cores and the generator's share of a core, for a table column. */
export const loadOf = ({ cpu }: MeasuredPhase) =>
  `${cpu.others === undefined ? '?' : cpu.others.toFixed(2)} / ${cpu.generatorBusy.toFixed(2)}`;

/**
 * Prints whether the run measured the change: VOID (and exit code 1) when any baseline phase did
 * not run at its real speed, valid otherwise. Changed phases that were disturbed are named too:
 * they make the change look slower than it is.
 */
export function printVerdict(phases: MeasuredPhase[], cpus: number, what: string): void {
  const held = (side: Side) =>
    phases.flatMap((p) => {
      const why = p.side === side ? disturbance(p, cpus) : null;
      return why === null ? [] : [`${p.label} (${why})`];
    });
  const baseline = held('baseline');
  const change = held('change');
  const unknown = phases.some((p) => p.cpu.others === undefined);
  if (unknown) console.log('Other work on the machine could not be read (no /proc/stat).');
  if (baseline.length > 0) {
    const of = phases.filter((p) => p.side === 'baseline').length;
    console.log(
      `VOID: ${baseline.length} of ${of} baseline phases did not run at their real speed: ${baseline.join('; ')}; these ratios do not measure ${what}.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Valid: every baseline phase ran with other work under ${OTHERS_SHARE_MAX * 100} % of the cores and the load generator under ${GENERATOR_BUSY_MAX * 100} % of a core.`,
    );
  }
  if (change.length > 0) {
    console.log(
      `Disturbed on the changed side (it looks slower than it is): ${change.join('; ')}.`,
    );
  }
}
