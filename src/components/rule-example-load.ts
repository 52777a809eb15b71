/**
 * The rules pages' board examples, filled in when opened (RuleLessons.astro): a page's boards come
 * in one file per language and game (src/pages/[lang]/rules/examples/[game].json.ts), fetched once,
 * when the first example is opened. The rule a link leads to (a refusal's, #<rule-id>) opens its own.
 */
type Boards = Record<string, string>;

export function openExamples(doc: Document, load: (url: string) => Promise<Boards> = (url) => fetch(url).then((r) => r.json() as Promise<Boards>)): void {
  const files = new Map<string, Promise<Boards>>();
  const fill = async (details: HTMLDetailsElement) => {
    const board = details.querySelector<HTMLElement>('[data-example-board]');
    const url = details.dataset.examples;
    if (!board || !url || board.childElementCount > 0) return;
    let file = files.get(url);
    if (!file) {
      file = load(url);
      files.set(url, file);
      // A failed fetch (offline, say) may be tried again on the next opening.
      file.catch(() => files.delete(url));
    }
    const html = (await file.catch(() => ({}) as Boards))[details.dataset.example ?? ''];
    // The markup is the site's own, rendered at build time from the lessons' boards.
    if (html !== undefined && board.childElementCount === 0) board.innerHTML = html;
  };
  // toggle does not bubble: listened for on its way down.
  doc.addEventListener(
    'toggle',
    (e) => {
      const details = e.target as HTMLElement | null;
      if (details?.matches?.('details[data-example]') && (details as HTMLDetailsElement).open) void fill(details as HTMLDetailsElement);
    },
    true,
  );
  const openTarget = () => {
    const id = decodeURIComponent(doc.location.hash.slice(1));
    const details = id === '' ? null : doc.getElementById(id)?.closest('.rule')?.querySelector<HTMLDetailsElement>('details[data-example]');
    if (details) details.open = true;
  };
  openTarget();
  doc.defaultView?.addEventListener('hashchange', openTarget);
}
