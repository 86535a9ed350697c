/**
 * bench/live-render's main-thread timings (User Timing entries: 'live-update', 'live-upload',
 * 'live-list'), recorded only when the bench asks for them (`window.__liveBench`), so that a map
 * left open for hours does not pile up entries.
 */
export function benchMeasure(name: 'live-update' | 'live-upload' | 'live-list', start: number): void {
  if ((globalThis as { __liveBench?: boolean }).__liveBench) performance.measure(name, { start });
}
