/**
 * Where "Back to where you were" leads on a rules reference: the path of the page of this site
 * the learner came from, or null (no referrer, another site, a damaged value, or a rules page
 * itself). The referrer is untrusted input: only a same-origin path under a language is kept.
 */
export function backTarget(referrer: string, origin: string): string | null {
  if (referrer === '') return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!/^\/(en|hu|nl)\/[\w\-/]*$/.test(url.pathname)) return null;
  if (/^\/(en|hu|nl)\/rules\//.test(url.pathname)) return null;
  return url.pathname + url.search;
}
