/**
 * The learner's words for a statechart (src/i18n/strings/statechart.ts): states, events and the
 * guards of automatic moves by their names in the machine. Server code: the chart is drawn at
 * build time.
 */
import { statechartText, type StatechartKey } from '../i18n/strings/statechart';
import type { Lang } from '../i18n/lang';
import type { ChartWords } from './Statechart';

const has = (key: string): key is StatechartKey => key in statechartText.table.en;

/** Words for `lang`; a name without words shows as it is, which Statechart.test.ts forbids. */
export function chartWords(lang: Lang): ChartWords & { guard: (name: string) => string } {
  const word = (prefix: string, name: string) => {
    const key = `${prefix}.${name}`;
    return has(key) ? statechartText(lang, key) : name;
  };
  return { state: (k) => word('state', k), event: (e) => word('event', e), guard: (g) => word('guard', g) };
}

/** The words a chart needs that the table lacks (for the test that keeps them complete). */
export function missingChartWords(chart: { states: { key: string; stays: string[] }[]; edges: { label: string; auto: boolean }[] }): string[] {
  const keys = [
    ...chart.states.map((s) => `state.${s.key}`),
    ...chart.states.flatMap((s) => s.stays.map((e) => `event.${e}`)),
    ...chart.edges.filter((e) => !e.auto).map((e) => `event.${e.label}`),
    ...chart.edges.filter((e) => e.auto && e.label !== '').map((e) => `guard.${e.label}`),
  ];
  return [...new Set(keys)].filter((k) => !has(k));
}
