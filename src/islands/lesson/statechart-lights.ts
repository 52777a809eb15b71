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
