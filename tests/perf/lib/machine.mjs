/**
 * How busy the machine is apart from the bench: the share of time some task waited for a CPU (Linux's
 * pressure stall information, `/proc/pressure/cpu`), sampled for 3 s while the bench itself sleeps.
 * Another job's load (a test run, a build) shows here and slows every figure of the run; printed with
 * the figures so that runs of different days can be compared (ADR 0036, sixth round).
 *
 * @module
 */
import { readFileSync } from 'node:fs';

/** The total microseconds some task waited for a CPU since boot, or undefined without PSI. */
export function cpuStallMicros() {
  try {
    const m = /^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Samples the CPU pressure for `ms` while this process sleeps: the share of that time some task
 * waited for a CPU, in percent, or undefined without PSI.
 */
export async function idleCpuPressure(ms = 3000) {
  const before = cpuStallMicros();
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuStallMicros();
  if (before === undefined || after === undefined) return undefined;
  return ((after - before) / 1000 / (performance.now() - t0)) * 100;
}

/** The bench's row for {@link idleCpuPressure}: `[label, value, note]`. */
export async function machineRow() {
  const share = await idleCpuPressure();
  return [
    'Machine: CPU pressure at idle (PSI "some", 3 s before the runs)',
    share === undefined ? 'not available (no /proc/pressure/cpu)' : `${share.toFixed(1)} %`,
    '(context: what else the machine runs slows every figure)',
  ];
}
