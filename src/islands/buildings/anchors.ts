/**
 * The fragment Astro's Markdown gives a heading (github-slugger's rule: lower case, punctuation
 * dropped, spaces to hyphens; accented letters kept), so a building page can link straight to
 * its heading in a Hungarian source section.
 */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
