import { useEffect, useRef } from 'preact/hooks';

/** The parts of a page lightStatechart touches: a document, or a stand-in for one in a test. */
type Charts = Pick<Document, 'querySelectorAll'>;

function chartStates(machine: string, doc: Charts): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`.statechart[data-machine="${machine}"] [data-chart-state]`)];
}

/**
 * Lights up a machine's active states on the statechart of the same machine drawn on the page
 * (src/components/Statechart.astro marks each state with data-chart-state), if the page has one.
 * Both games' lessons call this with the paths their phase machine is in.
 *
 * `unlitOnly`: light the chart only if none of its states is lit yet. Several board steps of one
 * lesson share a chart and hydrate as they scroll into view; a step that merely appears must not
 * take the chart from the step the learner is playing.
 */
export function lightStatechart(machine: string, paths: readonly string[], doc: Charts = document, unlitOnly = false): void {
  const states = chartStates(machine, doc);
  if (unlitOnly && states.some((el) => el.classList.contains('active'))) return;
  for (const el of states) el.classList.toggle('active', paths.includes(el.dataset.chartState ?? ''));
}

/**
 * The one way a lesson island lights its statechart: after each render whose `deps` changed, the
 * machine and paths `lit` gives (null: nothing to light, e.g. a step without a chart). On the first
 * render it lights only an unlit chart (see lightStatechart). `lit` runs in the effect, so replaying
 * the phase machine costs nothing while the learner only reads.
 */
export function useStatechartLights(lit: () => { machine: string; paths: readonly string[] } | null, deps: readonly unknown[]): void {
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const l = lit();
    if (l) lightStatechart(l.machine, l.paths, document, first);
  }, deps);
}
