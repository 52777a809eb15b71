/**
 * One glossary per game: each concept's term in English, Hungarian and Dutch, where the Hungarian
 * and Dutch terms come from, and the spellings that are not the glossary's (`avoid`). The glossary
 * page shows it (src/pages/[lang]/glossary/); glossary.test.ts fails when a Hungarian or Dutch word
 * table, lesson, lesson step or puzzle uses an avoided spelling, so one concept has one word.
 *
 * Sources: 'seed' is the rule text this project is built from (Hungarian Puerto Rico, seed 000;
 * Dutch Endeavor summary, seed 004), the wording of a published edition; 'project' is this site's
 * own choice where no edition's term is known.
 */
import type { Lang } from './lang';
import { endeavorNamesEn, endeavorNamesHu, endeavorNamesNl } from './strings/endeavor-names';
import { ROLE_NAMES } from './strings/names';

export type GlossaryGame = 'puerto-rico' | 'endeavor';
export type TermSource = 'seed' | 'project';

export interface Term {
  readonly id: string;
  readonly en: string;
  readonly hu: string;
  readonly nl: string;
  readonly huFrom: TermSource;
  readonly nlFrom: TermSource;
  /** Spellings of this concept that are not the glossary's, per language: regular expressions (case-sensitive, `u` flag). */
  readonly avoid?: { readonly hu?: readonly string[]; readonly nl?: readonly string[] };
}

const HU_ROLE = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector'] as const;

const PUERTO_RICO: readonly Term[] = [
  ...HU_ROLE.map(
    (r): Term => ({
      id: `role.${r}`,
      en: ROLE_NAMES.en[r],
      hu: ROLE_NAMES.hu[r],
      nl: ROLE_NAMES.nl[r],
      huFrom: r === 'prospector' ? 'project' : 'seed',
      nlFrom: 'project',
    }),
  ),
  {
    id: 'phase',
    en: 'captain phase (and every role’s phase)',
    hu: 'kapitány-fázis',
    nl: 'kapiteinsfase',
    huFrom: 'seed',
    nlFrom: 'project',
    // The seed hyphenates every role's phase: "kapitány-fázis", "kereskedő-fázisban".
    avoid: { hu: ['(?:[Üü]ltetvényes|[Pp]olgármester|[Éé]pítész|[Ii]paros|[Kk]ereskedő|[Kk]apitány|[Aa]ranyásó)fázis'] },
  },
  { id: 'colonist', en: 'colonist', hu: 'telepes', nl: 'kolonist', huFrom: 'seed', nlFrom: 'project' },
  { id: 'colonistShip', en: 'colonist ship', hu: 'telepeshajó', nl: 'kolonistenschip', huFrom: 'seed', nlFrom: 'project' },
  { id: 'doubloon', en: 'doubloon', hu: 'dublon', nl: 'dukaat', huFrom: 'seed', nlFrom: 'project' },
  { id: 'vp', en: 'victory point', hu: 'győzelmi pont', nl: 'overwinningspunt', huFrom: 'seed', nlFrom: 'project' },
  {
    id: 'vpShort',
    en: 'VP',
    hu: 'GyP',
    nl: 'OP',
    huFrom: 'seed',
    nlFrom: 'project',
    avoid: { hu: ['\\bGYP\\b', '\\bGyp\\b', '\\bGP\\b'], nl: ['\\bVP\\b', '\\bOp\\b(?=[-\\s]?[0-9])'] },
  },
  { id: 'plantation', en: 'plantation', hu: 'ültetvény', nl: 'plantage', huFrom: 'seed', nlFrom: 'project' },
  { id: 'quarry', en: 'quarry', hu: 'kőbánya', nl: 'steengroeve', huFrom: 'seed', nlFrom: 'project' },
  { id: 'governor', en: 'governor', hu: 'kormányzó', nl: 'gouverneur', huFrom: 'seed', nlFrom: 'project' },
  { id: 'tradingHouse', en: 'trading house', hu: 'kereskedőház', nl: 'handelshuis', huFrom: 'seed', nlFrom: 'project' },
];

type NameKey = keyof typeof endeavorNamesEn;
/** Other spellings of a name (beyond its English form, which variants() adds itself). */
const NAME_AVOID: Partial<Record<NameKey, Term['avoid']>> = { 'region.caribbean': { nl: ['Caribisch gebied'] } };
const nameTerm = (key: NameKey, nlFrom: TermSource = 'project'): Term => ({
  id: key,
  en: endeavorNamesEn[key],
  hu: endeavorNamesHu[key],
  nl: endeavorNamesNl[key],
  huFrom: 'project',
  nlFrom,
  ...(NAME_AVOID[key] ? { avoid: NAME_AVOID[key] } : {}),
});

const ENDEAVOR: readonly Term[] = [
  { id: 'marker', en: 'marker', hu: 'korong', nl: 'marker', huFrom: 'project', nlFrom: 'seed' },
  { id: 'harbour', en: 'harbour', hu: 'kikötő', nl: 'haven', huFrom: 'project', nlFrom: 'seed' },
  { id: 'supply', en: 'supply', hu: 'készlet', nl: 'voorraad', huFrom: 'project', nlFrom: 'seed' },
  { id: 'token', en: 'token', hu: 'jelző', nl: 'fiche', huFrom: 'project', nlFrom: 'seed' },
  { id: 'shipTrack', en: 'shipping track', hu: 'hajózási sáv', nl: 'scheepstrack', huFrom: 'project', nlFrom: 'seed', avoid: { nl: ['\\b(?:scheepvaart)?spoor\\b'] } },
  { id: 'track', en: 'track (Industry, Culture, Finance, Politics)', hu: 'sáv', nl: 'track', huFrom: 'project', nlFrom: 'seed', avoid: { nl: ['\\p{L}+spoor\\b'] } },
  // The short English 'Europe' is ruled out too: the region's name is the long one in every language.
  { id: 'region', en: 'region', hu: 'régió', nl: 'regio', huFrom: 'project', nlFrom: 'seed', avoid: { hu: ['\\bEurope\\b'], nl: ['\\bEurope\\b', '\\bgebied\\b'] } },
  { id: 'city', en: 'city', hu: 'város', nl: 'stad', huFrom: 'project', nlFrom: 'seed' },
  { id: 'connection', en: 'connection', hu: 'összeköttetés', nl: 'verbinding', huFrom: 'project', nlFrom: 'seed' },
  { id: 'deck', en: 'deck', hu: 'pakli', nl: 'deck', huFrom: 'project', nlFrom: 'seed' },
  {
    id: 'governorCard',
    en: 'governor card',
    hu: 'kormányzókártya',
    nl: 'gouverneurskaart',
    huFrom: 'project',
    // The summary writes both "gouverneurkaart" and "Gouverneurskaarten"; the site keeps the second.
    nlFrom: 'seed',
    avoid: { hu: ['kormányzó-kártya'], nl: ['[Gg]ouverneurkaart'] },
  },
  {
    id: 'slaveryCard',
    en: 'slavery card',
    hu: 'rabszolgakártya',
    nl: 'slavenkaart',
    huFrom: 'project',
    nlFrom: 'seed',
    avoid: { hu: ['rabszolga-kártya', 'rabszolgaságkártya'], nl: ['[Ss]lavernijkaart'] },
  },
  { id: 'abolition', en: 'Abolition of Slavery', hu: 'A rabszolgaság eltörlése', nl: 'Afschaffing van de slavernij', huFrom: 'project', nlFrom: 'project' },
  { id: 'glory', en: 'glory (points)', hu: 'dicsőségpont', nl: 'punten', huFrom: 'project', nlFrom: 'seed', avoid: { nl: ['\\b[Gg]lorie\\b'] } },
  { id: 'track.industry', en: 'Industry', hu: 'Ipar', nl: 'Industrie', huFrom: 'project', nlFrom: 'seed' },
  { id: 'track.culture', en: 'Culture', hu: 'Kultúra', nl: 'Cultuur', huFrom: 'project', nlFrom: 'seed' },
  { id: 'track.finance', en: 'Finance', hu: 'Pénzügy', nl: 'Financiën', huFrom: 'project', nlFrom: 'seed' },
  { id: 'track.politics', en: 'Politics', hu: 'Politika', nl: 'Politiek', huFrom: 'project', nlFrom: 'seed' },
  { id: 'phase.build', en: 'Build phase', hu: 'építési fázis', nl: 'bouwfase', huFrom: 'project', nlFrom: 'seed' },
  { id: 'phase.growth', en: 'Growth phase', hu: 'növekedési fázis', nl: 'groeifase', huFrom: 'project', nlFrom: 'seed' },
  { id: 'phase.salary', en: 'Salary phase', hu: 'bérfizetési fázis', nl: 'salarisfase', huFrom: 'project', nlFrom: 'seed' },
  { id: 'phase.action', en: 'Action phase', hu: 'akciófázis', nl: 'actiefase', huFrom: 'project', nlFrom: 'seed' },
  { id: 'action.ship', en: 'Ship', hu: 'Hajózás', nl: 'Schip', huFrom: 'project', nlFrom: 'seed' },
  { id: 'action.occupy', en: 'Occupy', hu: 'Megszállás', nl: 'Bezetten', huFrom: 'project', nlFrom: 'seed' },
  { id: 'action.attack', en: 'Attack', hu: 'Támadás', nl: 'Aanvallen', huFrom: 'project', nlFrom: 'seed' },
  { id: 'action.payment', en: 'Payment', hu: 'Fizetés', nl: 'Betaling', huFrom: 'project', nlFrom: 'seed' },
  { id: 'action.draw', en: 'Draw', hu: 'Húzás', nl: 'Trekken', huFrom: 'project', nlFrom: 'seed' },
  { id: 'action.pass', en: 'Pass', hu: 'Passzolás', nl: 'Passen', huFrom: 'project', nlFrom: 'seed' },
  ...(Object.keys(endeavorNamesEn) as NameKey[]).map((k) => nameTerm(k, k === 'building.university' ? 'seed' : 'project')),
];

export const GLOSSARY: Readonly<Record<GlossaryGame, readonly Term[]>> = { 'puerto-rico': PUERTO_RICO, endeavor: ENDEAVOR };

/** The term of `t` in `lang`. */
export const termIn = (t: Term, lang: Lang): string => t[lang];

/** Whether a language's term is the project's own choice (English is the project's working language, never marked). */
export const isOwnChoice = (t: Term, lang: Lang): boolean => (lang === 'hu' ? t.huFrom === 'project' : lang === 'nl' ? t.nlFrom === 'project' : false);

export interface Variant {
  readonly game: GlossaryGame;
  readonly term: Term;
  readonly lang: 'hu' | 'nl';
  readonly pattern: RegExp;
}

/**
 * Every spelling the glossary rules out in Hungarian or Dutch: the listed `avoid` patterns, and for
 * each Endeavor name whose Hungarian or Dutch form differs from the English, the English form
 * (a Hungarian page says "Hajógyár", never "Shipyard").
 */
export function variants(): Variant[] {
  const out: Variant[] = [];
  for (const game of Object.keys(GLOSSARY) as GlossaryGame[]) {
    for (const term of GLOSSARY[game]) {
      for (const lang of ['hu', 'nl'] as const) {
        for (const p of term.avoid?.[lang] ?? []) out.push({ game, term, lang, pattern: new RegExp(p, 'u') });
        const english = term.en;
        if (game === 'endeavor' && term.id.includes('.') && /^(building|region|city)\./.test(term.id) && term[lang] !== english && !term[lang].includes(english)) {
          // Hungarian adds case endings straight to a name ("Quebecet"), so only its start is bounded.
          const end = lang === 'hu' ? '' : '(?![\\p{L}])';
          out.push({ game, term, lang, pattern: new RegExp(`(?<![\\p{L}-])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${end}`, 'u') });
        }
      }
    }
  }
  return out;
}
