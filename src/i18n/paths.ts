import { LANGS } from './ui';

/** getStaticPaths for a page that exists once per language. */
export const langPaths = () => LANGS.map((lang) => ({ params: { lang } }));
