/**
 * Grammar done by the language, not by gluing strings: a template names what it needs and this
 * module says it the way the language does.
 *
 * - `{name}`: the value; a number is written with the language's decimal mark ("2.5", "2,5").
 * - `{n, plural, one {# doubloon} other {# doubloons}}`: the form Intl.PluralRules picks for n in
 *   the language (English and Dutch one/other; Hungarian says "2 dublon", one form after a
 *   number, so its templates need no plural at all). `#` is n, written as above; `=0 {…}` matches
 *   exactly 0 before the language's categories.
 * - `{who, select, you {You are} other {{name} is}}`: the text for the value (`other` otherwise), for
 *   verbs that agree with their subject ("You are to act", "Jij bent aan de beurt").
 * - `{n, article}`: Hungarian "a" or "az" as said before n (a number or a word): "az 5 férőhelyes
 *   hajó", "a 4 férőhelyes hajó", "az indigó". Only Hungarian templates use it.
 *   `{n, Article}` is the same, capitalised, to open a sentence.
 *
 * The subset of ICU MessageFormat is on purpose: translators know the plural syntax, and nothing
 * here needs select, ordinals or nesting of more than one plural inside another.
 */
import type { Lang } from './lang';

export type Values = Readonly<Record<string, string | number>>;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number as the language writes it: `formatNumber('hu', 2.5)` is "2,5"; up to `digits` decimals (default as many as it has, at most 3). */
export function formatNumber(lang: Lang, n: number, digits?: number): string {
  const key = `${lang}:${digits ?? ''}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, digits === undefined ? { maximumFractionDigits: 3, useGrouping: false } : { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
    numberFormats.set(key, f);
  }
  return f.format(n);
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
/** The plural category of n in the language ('one', 'other', …). */
export function pluralCategory(lang: Lang, n: number): Intl.LDMLPluralRule {
  let r = pluralRules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    pluralRules.set(lang, r);
  }
  return r.select(n);
}

const VOWELS = /^[aáeéiíoóöőuúüű]/i;
/**
 * The Hungarian definite article before a number or word: "az" before a vowel sound. A number is
 * said from its first group: egy (1), öt (5, 50, 500, 5 000…), ezer (1 000–1 999), egymillió
 * (1 000 000–1 999 999) begin with a vowel; tíz, száz, tízezer, százezer and the other digits do not.
 */
export function huArticle(next: string | number): 'a' | 'az' {
  const text = String(next).trim();
  const digits = /^\d[\d\s\u00a0.]*/.exec(text)?.[0].replace(/[\s\u00a0.]/g, '');
  if (digits) {
    if (digits[0] === '5') return 'az';
    if (digits[0] === '1' && [1, 4, 7].includes(digits.length)) return 'az';
    return 'a';
  }
  return VOWELS.test(text) ? 'az' : 'a';
}

/** The text of a plural option for n: exact `=n` first, then the language's category, then `other`. */
function pluralOption(lang: Lang, n: number, options: ReadonlyMap<string, string>): string | undefined {
  return options.get(`=${n}`) ?? options.get(pluralCategory(lang, n)) ?? options.get('other');
}

/** Reads `key {text} key {text}…` into a map; null when the braces do not balance. */
function parseOptions(body: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    while (body[i] === ' ') i++;
    if (i >= body.length) break;
    const key = /^[=\w]+/.exec(body.slice(i))?.[0];
    if (!key) return null;
    i += key.length;
    while (body[i] === ' ') i++;
    if (body[i] !== '{') return null;
    const end = matching(body, i);
    if (end < 0) return null;
    out.set(key, body.slice(i + 1, end));
    i = end + 1;
  }
  return out;
}

/** The index of the brace closing the one at `open`, or -1. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Fills a template for the language. Values are plain text (callers render the result as text,
 * never HTML); an unknown `{name}` stays visible, so a missing value is seen, not hidden.
 */
export function format(lang: Lang, template: string, values: Values = {}): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = matching(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    out += argument(lang, template.slice(open + 1, close), values) ?? template.slice(open, close + 1);
    i = close + 1;
  }
  return out;
}

/** One `{…}` argument said, or null to leave it as written. */
function argument(lang: Lang, inner: string, values: Values): string | null {
  const m = /^\s*(\w+)\s*(?:,\s*(\w+)\s*(?:,([\s\S]*))?)?$/.exec(inner);
  if (!m) return null;
  const [, name = '', kind, rest] = m;
  if (!(name in values)) return null;
  const value = values[name]!;
  const said = typeof value === 'number' ? formatNumber(lang, value) : value;
  if (kind === undefined) return said;
  if (kind === 'article') return huArticle(said);
  // The same article opening a sentence: "Az Aqueduct…", "A Market…".
  if (kind === 'Article') {
    const article = huArticle(said);
    return article[0]!.toUpperCase() + article.slice(1);
  }
  if (kind === 'select' && rest !== undefined) {
    const options = parseOptions(rest.trim());
    const text = options?.get(String(value)) ?? options?.get('other');
    return text === undefined ? null : format(lang, text, values);
  }
  if (kind === 'plural' && rest !== undefined && typeof value === 'number') {
    const options = parseOptions(rest.trim());
    const text = options && pluralOption(lang, value, options);
    return text === undefined || text === null ? null : format(lang, text.replace(/#/g, said), values);
  }
  return null;
}

/** The names of the values a template asks for, `{n}` and `{n, plural, …}` alike (for the placeholder checks). */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  for (const m of template.matchAll(/\{\s*(\w+)\s*[,}]/g)) names.add(m[1]!);
  return [...names].sort();
}
