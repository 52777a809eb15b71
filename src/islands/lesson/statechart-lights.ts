import { useEffect } from 'preact/hooks';

/**
 * Lights up a machine's active states on the statechart of the same machine drawn on the page
 * (src/components/Statechart.astro marks each state with data-chart-state), if the page has one.
 * Both games' lessons call this with the paths their phase machine is in.
 */
export function lightStatechart(machine: string, paths: readonly string[], doc: Document = document): void {
  for (const el of doc.querySelectorAll<SVGElement | HTMLElement>(`.statechart[data-machine="${machine}"] [data-chart-state]`)) {
    el.classList.toggle('active', paths.includes(el.dataset.chartState ?? ''));
  }
}

/**
 * The one way a lesson island lights its statechart: after each render whose `deps` changed, the
 * machine and paths `lit` gives (null: nothing to light, e.g. a step without a chart). `lit` runs
 * in the effect, so replaying the phase machine costs nothing while the learner only reads.
 */
export function useStatechartLights(lit: () => { machine: string; paths: readonly string[] } | null, deps: readonly unknown[]): void {
  useEffect(() => {
    const l = lit();
    if (l) lightStatechart(l.machine, l.paths);
  }, deps);
}
