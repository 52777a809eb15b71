/** The page language a source-text island is drawn in, from the route's [lang] (untrusted: falls back to English). */
import { LANGS, type Lang } from '../../content/schemas';

export function pageLang(param: string | undefined): Lang {
  return (LANGS as readonly string[]).includes(param ?? '') ? (param as Lang) : 'en';
}
