/**
 * The site's own words (not the rule texts), per language. English is complete by definition;
 * a key missing in Hungarian or Dutch falls back to English and is listed by `npm run i18n:missing`.
 */
import { LANGS, type Lang } from './lang';

export { LANGS, type Lang };

export const LANG_NAMES: Record<Lang, string> = { en: 'English', hu: 'Magyar', nl: 'Nederlands' };

const en = {
  'site.name': 'Euro Tutor',
  'site.tagline': 'Learn Puerto Rico and Endeavor by playing them',
  'nav.label': 'Main',
  'nav.learn': 'Learn',
  'nav.puzzles': 'Puzzles',
  'nav.play': 'Play',
  'nav.sources': 'Sources',
  'nav.language': 'Language',
  'nav.skip': 'Skip to content',
  'home.title': 'Learn Euro games step by step',
  'home.intro1': 'Learn Puerto Rico (with the New Buildings expansion) and Endeavor one small step at a time, by doing each phase on a real board that tells you why a move is not allowed.',
  'home.intro2': 'Then sharpen your play on shipping and building puzzles, play whole games against bots, and send a friend a link to any exact position.',
  'home.cta.learn': 'Start learning',
  'home.cta.puzzles': 'Solve a puzzle',
  'home.cta.play': 'Play a game',
  'home.games': 'The games',
  'game.puerto-rico': 'Puerto Rico',
  'game.endeavor': 'Endeavor',
  'game.puerto-rico.blurb': 'Choose roles, grow plantations, build a city and ship goods to the Old World (base game and New Buildings).',
  'game.endeavor.blurb': 'Sail out from Europe, open trade routes and build an empire across seven rounds.',
  'learn.title': 'Learn',
  'learn.intro': 'Lessons teach one rule at a time on a live board. The original rule texts are here too, section by section.',
  'learn.lessons': 'Lessons',
  'learn.sourceTexts': 'The original rule texts',
  'learn.none': 'No lessons here yet.',
  'lesson.teaches': 'Lessons that teach this section',
  'lesson.basedOn': 'Based on the original rules',
  'puzzles.title': 'Puzzles',
  'puzzles.intro': 'Each puzzle sets up a position and asks one question. The rules engine checks your answer.',
  'puzzles.none': 'No puzzles yet.',
  'puzzle.question': 'Question',
  'puzzle.difficulty': 'Difficulty',
  'puzzle.type': 'Type',
  'puzzle.source': 'Source',
  'puzzle.back': 'All puzzles',
  'play.title': 'Play',
  'play.intro': 'Play complete games against bots, in your browser.',
  'sources.title': 'Sources',
  'sources.intro': 'Everything on this site is built from these rule texts. Where they are silent, the gaps are filled from public component lists and rulings, and each such choice is listed.',
  'sources.read': 'Read it here, section by section',
  'footer.sources':
    'Rules from: Puerto Rico by Andreas Seyfarth (alea, 2002) and its New Buildings expansion, Hungarian rule texts; Endeavor by Carl de Visser and Jarratt Gray (Z-Man Games, 2009), Dutch rule summary.',
  'footer.fan': 'A fan-made learning site, not affiliated with the publishers.',
  'notFound.title': 'Page not found',
  'notFound.body': 'There is nothing at this address. It may have moved, or the link may be damaged.',
  'notFound.home': 'Go to the home page',
} as const;

export type UiKey = keyof typeof en;

const hu: Partial<Record<UiKey, string>> = {
  'site.tagline': 'Tanuld meg a Puerto Ricót és az Endeavort játszva',
  'nav.label': 'Fő',
  'nav.learn': 'Tanulás',
  'nav.puzzles': 'Feladványok',
  'nav.play': 'Játék',
  'nav.sources': 'Források',
  'nav.language': 'Nyelv',
  'nav.skip': 'Ugrás a tartalomhoz',
  'home.title': 'Tanuld meg lépésről lépésre az euró-játékokat',
  'home.intro1':
    'Tanuld meg a Puerto Ricót (az Új épületek kiegészítővel) és az Endeavort apró lépésekben: minden fázist egy valódi táblán játszol végig, amely megmondja, miért nem szabályos egy lépés.',
  'home.intro2': 'Aztán fejleszd a játékodat szállítási és építési feladványokon, játssz teljes játszmákat gépi ellenfelek ellen, és küldj egy barátodnak linket bármelyik pontos álláshoz.',
  'home.cta.learn': 'Kezdjük a tanulást',
  'home.cta.puzzles': 'Oldj meg egy feladványt',
  'home.cta.play': 'Játssz egy játszmát',
  'home.games': 'A játékok',
  'game.puerto-rico.blurb': 'Válassz szerepet, műveld az ültetvényeidet, építs várost, és szállítsd az árut az Óvilágba (alapjáték és Új épületek).',
  'game.endeavor.blurb': 'Hajózz ki Európából, nyiss kereskedelmi utakat, és építs birodalmat hét fordulón át.',
  'learn.title': 'Tanulás',
  'learn.intro': 'A leckék egyszerre egy szabályt tanítanak egy élő táblán. Az eredeti szabálykönyvek is itt vannak, szakaszonként.',
  'learn.lessons': 'Leckék',
  'learn.sourceTexts': 'Az eredeti szabályszövegek',
  'learn.none': 'Itt még nincs lecke.',
  'lesson.teaches': 'Leckék, amelyek ezt a szakaszt tanítják',
  'lesson.basedOn': 'Az eredeti szabályok alapján',
  'puzzles.title': 'Feladványok',
  'puzzles.intro': 'Minden feladvány egy állást mutat és egy kérdést tesz fel. A szabálymotor ellenőrzi a válaszodat.',
  'puzzles.none': 'Még nincsenek feladványok.',
  'puzzle.question': 'Kérdés',
  'puzzle.difficulty': 'Nehézség',
  'puzzle.type': 'Típus',
  'puzzle.source': 'Forrás',
  'puzzle.back': 'Összes feladvány',
  'play.title': 'Játék',
  'play.intro': 'Játssz teljes játszmákat gépi ellenfelek ellen a böngésződben.',
  'sources.title': 'Források',
  'sources.intro': 'Az oldal minden része ezekre a szabályszövegekre épül. Ahol hallgatnak, a hiányt nyilvános elemlisták és szabálymagyarázatok töltik ki, és minden ilyen döntés fel van sorolva.',
  'sources.read': 'Olvasd el itt, szakaszonként',
  'footer.fan': 'Rajongói oktatóoldal, nem kapcsolódik a kiadókhoz.',
  'notFound.title': 'Az oldal nem található',
  'notFound.body': 'Ezen a címen nincs semmi. Lehet, hogy elköltözött, vagy sérült a link.',
  'notFound.home': 'Ugrás a kezdőlapra',
  // Brand and game names stay as they are; 'site.name' stays untranslated on purpose (see ui.test.ts).
  'game.puerto-rico': 'Puerto Rico',
  'game.endeavor': 'Endeavor',
  'footer.sources':
    'A szabályok forrása: Andreas Seyfarth Puerto Rico című játéka (alea, 2002) és az Új épületek kiegészítő, magyar szabályszövegek; Carl de Visser és Jarratt Gray Endeavor című játéka (Z-Man Games, 2009), holland szabály-összefoglaló.',
};

const nl: Partial<Record<UiKey, string>> = {
  'site.tagline': 'Leer Puerto Rico en Endeavor door ze te spelen',
  'nav.label': 'Hoofdmenu',
  'nav.learn': 'Leren',
  'nav.puzzles': 'Puzzels',
  'nav.play': 'Spelen',
  'nav.sources': 'Bronnen',
  'nav.language': 'Taal',
  'nav.skip': 'Naar de inhoud',
  'home.title': 'Leer eurogames stap voor stap',
  'home.intro1': 'Leer Puerto Rico (met de uitbreiding Nieuwe Gebouwen) en Endeavor in kleine stappen, door elke fase te spelen op een echt bord dat zegt waarom een zet niet mag.',
  'home.intro2': 'Scherp daarna je spel aan met verscheep- en bouwpuzzels, speel volledige partijen tegen bots, en stuur een vriend een link naar elke exacte stelling.',
  'home.cta.learn': 'Begin met leren',
  'home.cta.puzzles': 'Los een puzzel op',
  'home.cta.play': 'Speel een partij',
  'home.games': 'De spellen',
  'game.puerto-rico.blurb': 'Kies rollen, laat plantages groeien, bouw een stad en verscheep goederen naar de Oude Wereld (basisspel en Nieuwe Gebouwen).',
  'game.endeavor.blurb': 'Vaar uit vanuit Europa, open handelsroutes en bouw in zeven rondes een rijk op.',
  'learn.title': 'Leren',
  'learn.intro': 'Lessen leren je één regel tegelijk op een levend bord. De oorspronkelijke regelteksten staan hier ook, per deel.',
  'learn.lessons': 'Lessen',
  'learn.sourceTexts': 'De oorspronkelijke regelteksten',
  'learn.none': 'Hier zijn nog geen lessen.',
  'lesson.teaches': 'Lessen die dit deel behandelen',
  'lesson.basedOn': 'Gebaseerd op de oorspronkelijke regels',
  'puzzles.title': 'Puzzels',
  'puzzles.intro': 'Elke puzzel zet een stelling op en stelt één vraag. De regelmotor controleert je antwoord.',
  'puzzles.none': 'Nog geen puzzels.',
  'puzzle.question': 'Vraag',
  'puzzle.difficulty': 'Moeilijkheid',
  'puzzle.type': 'Soort',
  'puzzle.source': 'Bron',
  'puzzle.back': 'Alle puzzels',
  'play.title': 'Spelen',
  'play.intro': 'Speel volledige partijen tegen bots in je browser.',
  'sources.title': 'Bronnen',
  'sources.intro': 'Alles op deze site is gebouwd op deze regelteksten. Waar ze zwijgen, vullen openbare onderdelenlijsten en regeluitspraken het gat, en elke zo gemaakte keuze staat vermeld.',
  'sources.read': 'Lees het hier, per deel',
  'footer.fan': 'Een leersite van fans, niet verbonden aan de uitgevers.',
  'notFound.title': 'Pagina niet gevonden',
  'notFound.body': 'Op dit adres staat niets. Misschien is het verhuisd, of de link is beschadigd.',
  'notFound.home': 'Naar de startpagina',
  // Brand and game names stay as they are; 'site.name' stays untranslated on purpose (see ui.test.ts).
  'game.puerto-rico': 'Puerto Rico',
  'game.endeavor': 'Endeavor',
  'footer.sources':
    'Regels uit: Puerto Rico van Andreas Seyfarth (alea, 2002) en de uitbreiding Nieuwe Gebouwen, Hongaarse regelteksten; Endeavor van Carl de Visser en Jarratt Gray (Z-Man Games, 2009), Nederlandse regelsamenvatting.',
};

export const UI: { en: typeof en; hu: Partial<Record<UiKey, string>>; nl: Partial<Record<UiKey, string>> } = { en, hu, nl };

/** The word for `key` in `lang`, falling back to English where it has not been translated. */
export function t(lang: Lang, key: UiKey): string {
  return UI[lang][key] ?? en[key];
}

/** Keys that a language lacks (and so shows in English). */
export function missingKeys(lang: Lang): UiKey[] {
  return (Object.keys(en) as UiKey[]).filter((k) => UI[lang][k] === undefined);
}

export function isLang(value: string | undefined): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? '');
}

/** The same page in another language: swap the leading /xx/ segment. */
export function switchLangPath(path: string, to: Lang): string {
  const m = /^\/(en|hu|nl)(\/.*)?$/.exec(path);
  return m ? `/${to}${m[2] ?? '/'}` : `/${to}/`;
}
