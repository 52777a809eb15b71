// `npm run i18n:missing`: the site's own words not yet translated (they show in English).
import { LANGS, missingKeys } from '../src/i18n/ui';

let total = 0;
for (const lang of LANGS.filter((l) => l !== 'en')) {
  const missing = missingKeys(lang);
  total += missing.length;
  console.log(`${lang}: ${missing.length} missing${missing.length ? '\n  ' + missing.join('\n  ') : ''}`);
}
console.log(`${total} untranslated strings in all`);
