/**
 * The Endeavor puzzle miner's templates (scripts/puzzles-mine-endeavor-text.ts fills them):
 * titles, questions and explanations of mined Endeavor puzzles. Terms from the glossary
 * (src/i18n/glossary.ts); plurals and Hungarian articles through src/i18n/grammar.ts. Moves and
 * values are worded by the board's and the trainer's own tables.
 */
import { defineStrings } from '../define';

const en = {
  'title.action': 'Action phase: which action brings {name} the most glory, with {n, plural, one {# marker} other {# markers}} in the harbour?',
  'title.phase': 'Action phase: how does {name} make the most glory of {n, plural, one {# marker} other {# markers}} in the harbour?',
  'title.build': 'Build phase: which building brings {name} the most glory this round?',
  'title.governor': 'Race for the {region} governor card: how does {name} win it?',
  'title.discard': 'Over the card limit: which card does {name} discard?',
  'title.at.round': '{title} (round {round})',
  'title.at.players': '{title} (round {round}, {players} players)',
  'question.action': 'Round {round}, Action phase: {name} is to act. Which one action gains {name} the most glory at once?',
  'question.phase': 'Round {round}, Action phase: {name} is to act. Play on so that {name} has gained the most glory when the Action phase ends, whatever the others do.',
  'question.phase.pass': 'Round {round}, Action phase: {name} is to act, and the others will pass. Play on so that {name} has gained the most glory when the Action phase ends.',
  'question.build':
    'Round {round}, Build phase: {name} builds. Choose the building, then the Salary and the actions, so that {name} has gained the most glory by the end of the round. The others pass in the Action phase.',
  'question.governor':
    'Round {round}, Action phase: {name} is to act. Win the {region} governor card by the end of the Action phase, whatever the others do; among the ways that win it, make the most glory.',
  'question.discard': 'Round {round}: {name} has passed with more cards than the Politics limit allows. Discard so that {name} keeps the most glory.',
  step: '({i}) {move}',
  'explain.best': 'Best: {line}. That gives {value}.',
  'explain.best.governor': 'Best: {line}. That wins the card, with {value}.',
  'explain.worst': 'That is guaranteed, whatever the others do.',
  'explain.natural': 'The natural move, {move}, gives {value}: {diff} less.',
  'explain.natural.miss': 'The natural move, {move}, does not win the card against the others’ best replies.',
  'explain.runnerUp': 'The best other first move, {move}, gives {value}.',
  'explain.runnerUp.miss': 'No other first move wins the card against the others’ best replies.',
  'rule.build': 'A building’s track icons count from the moment you build it: Growth and Salary follow with the new levels.',
  'rule.ship': 'Ship: your marker goes on the first free space of the shipping track and takes its token; a full track opens its region.',
  'rule.governor': 'When a shipping track fills, the most markers on it win the governor card; on a tie, the marker closest to the deck.',
  'rule.occupy': 'Occupy: a free city in an open region where you have a marker on the shipping track (Europe needs none); its token is yours.',
  'rule.connections': 'Holding the cities at both ends of a connection takes its token, and the connection scores.',
  'rule.attack': 'Attack: two harbour markers, one to your supply and one onto the city; the defender’s marker goes back to their supply.',
  'rule.payment': 'Payment: a marker comes back from one of your buildings to your harbour, so that building can work again.',
  'rule.draw': 'Draw: the top card of an open region’s deck, when your markers there are at least its value; its icons count at once.',
  'rule.slavery': 'The Slavery deck is drawn with your presence in Europe, not in Africa.',
  'rule.discard': 'When you pass you discard down to your Politics limit; a discarded governor card leaves the game.',
  'rule.abolition': 'Taking the Abolition of Slavery sets every slavery card aside as minus points.',
};
type Key = keyof typeof en;

const hu: Record<Key, string> = {
  'title.action': 'Akciófázis: melyik akció hozza {name} számára a legtöbb dicsőségpontot, {n} koronggal a kikötőben?',
  'title.phase': 'Akciófázis: hogyan hoz ki {name} a legtöbb dicsőségpontot a kikötője {n} korongjából?',
  'title.build': 'Építési fázis: melyik épület hozza {name} számára a legtöbb dicsőségpontot ebben a fordulóban?',
  'title.governor': 'Verseny a kormányzókártyáért ({region}): hogyan szerzi meg {name}?',
  'title.discard': 'A kártyakorlát felett: melyik kártyát dobja el {name}?',
  'title.at.round': '{title} ({round}. forduló)',
  'title.at.players': '{title} ({round}. forduló, {players} játékos)',
  'question.action': '{round}. forduló, akciófázis: {name} következik. Melyik akció hozza {name} számára azonnal a legtöbb dicsőségpontot?',
  'question.phase': '{round}. forduló, akciófázis: {name} következik. Játssz úgy, hogy {name} a lehető legtöbb dicsőségpontot szerezze az akciófázis végéig, bármit tesznek is a többiek.',
  'question.phase.pass': '{round}. forduló, akciófázis: {name} következik, a többiek passzolnak. Játssz úgy, hogy {name} a lehető legtöbb dicsőségpontot szerezze az akciófázis végéig.',
  'question.build':
    '{round}. forduló, építési fázis: {name} épít. Válaszd ki az épületet, aztán a bérfizetést és az akciókat úgy, hogy {name} a forduló végéig a lehető legtöbb dicsőségpontot szerezze. A többiek az akciófázisban passzolnak.',
  'question.governor':
    '{round}. forduló, akciófázis: {name} következik. Szerezd meg a kormányzókártyát ({region}) az akciófázis végéig, bármit tesznek is a többiek; az ehhez vezető utak közül a legtöbb dicsőségponttal.',
  'question.discard': '{round}. forduló: {name} passzolt, és több kártyája van, mint amennyit a Politika-korlátja enged. Dobj el úgy, hogy {name} a lehető legtöbb dicsőségpontot tartsa meg.',
  step: '({i}) {move}',
  'explain.best': 'A legjobb: {line}. Eredménye {value}.',
  'explain.best.governor': 'A legjobb: {line}. Ezzel megszerzed a kártyát, és {value} a nyereség.',
  'explain.worst': 'Ez biztos, bármit tesznek is a többiek.',
  'explain.natural': 'A kézenfekvő lépés ({move}) eredménye {value}, a különbség {diff}.',
  'explain.natural.miss': 'A kézenfekvő lépés ({move}) nem szerzi meg a kártyát, ha a többiek a legjobban válaszolnak.',
  'explain.runnerUp': 'A legjobb másik első lépés ({move}) eredménye {value}.',
  'explain.runnerUp.miss': 'Más első lépéssel nem szerezhető meg a kártya, ha a többiek a legjobban válaszolnak.',
  'rule.build': 'Az épület sávikonjai az építés pillanatától számítanak: a növekedés és a bérfizetés már az új szintekkel jön.',
  'rule.ship': 'Hajózás: a korongod a hajózási sáv első szabad helyére kerül, és elveszi az ott lévő jelzőt; a megtelt sáv megnyitja a régióját.',
  'rule.governor': 'Amikor egy hajózási sáv megtelik, a rajta legtöbb korongot birtokló játékos kapja a kormányzókártyát; döntetlennél az, akinek a korongja a paklihoz a legközelebb van.',
  'rule.occupy': 'Megszállás: szabad város egy nyitott régióban, ahol van korongod a hajózási sávon (Európában nem kell); a jelzője a tiéd.',
  'rule.connections': 'Ha egy összeköttetés mindkét végén a te városod áll, tiéd a jelzője, és az összeköttetés pontot ér.',
  'rule.attack': 'Támadás: két korong a kikötőből, az egyik a készletedbe, a másik a városra; a védekező korongja visszakerül a készletébe.',
  'rule.payment': 'Fizetés: az egyik épületedről egy korong visszakerül a kikötődbe, így az épület újra működhet.',
  'rule.draw': 'Húzás: egy nyitott régió paklijának felső kártyája, ha ott legalább annyi korongod van, amennyi az értéke; az ikonjai azonnal számítanak.',
  'rule.slavery': 'A rabszolgakártyák pakliját az európai jelenléted alapján húzod, nem az afrikai alapján.',
  'rule.discard': 'Passzoláskor a Politika-korlátodig dobsz el kártyát; az eldobott kormányzókártya kikerül a játékból.',
  'rule.abolition': 'A rabszolgaság eltörlése kártya elvételekor minden rabszolgakártya mínuszpontként félrekerül.',
};

const nl: Record<Key, string> = {
  'title.action': 'Actiefase: welke actie levert {name} de meeste punten op, met {n, plural, one {# marker} other {# markers}} in de haven?',
  'title.phase': 'Actiefase: hoe haalt {name} de meeste punten uit {n, plural, one {# havenmarker} other {# havenmarkers}}?',
  'title.build': 'Bouwfase: welk gebouw levert {name} deze ronde de meeste punten op?',
  'title.governor': 'Race om de gouverneurskaart van {region}: hoe wint {name} haar?',
  'title.discard': 'Boven de kaartlimiet: welke kaart legt {name} af?',
  'title.at.round': '{title} (ronde {round})',
  'title.at.players': '{title} (ronde {round}, {players} spelers)',
  'question.action': 'Ronde {round}, actiefase: {name} is aan de beurt. Welke ene actie levert {name} meteen de meeste punten op?',
  'question.phase': 'Ronde {round}, actiefase: {name} is aan de beurt. Speel zo dat {name} aan het einde van de actiefase de meeste punten heeft gewonnen, wat de anderen ook doen.',
  'question.phase.pass': 'Ronde {round}, actiefase: {name} is aan de beurt en de anderen passen. Speel zo dat {name} aan het einde van de actiefase de meeste punten heeft gewonnen.',
  'question.build':
    'Ronde {round}, bouwfase: {name} bouwt. Kies het gebouw, daarna het salaris en de acties, zo dat {name} aan het einde van de ronde de meeste punten heeft gewonnen. De anderen passen in de actiefase.',
  'question.governor':
    'Ronde {round}, actiefase: {name} is aan de beurt. Win de gouverneurskaart van {region} voor het einde van de actiefase, wat de anderen ook doen; haal daarbij de meeste punten.',
  'question.discard': 'Ronde {round}: {name} heeft gepast met meer kaarten dan de politieklimiet toelaat. Leg zo af dat {name} de meeste punten houdt.',
  step: '({i}) {move}',
  'explain.best': 'Het beste: {line}. Dat levert {value} op.',
  'explain.best.governor': 'Het beste: {line}. Daarmee win je de kaart, met {value}.',
  'explain.worst': 'Dat is zeker, wat de anderen ook doen.',
  'explain.natural': 'De voor de hand liggende zet, {move}, levert {value} op: {diff} minder.',
  'explain.natural.miss': 'De voor de hand liggende zet, {move}, wint de kaart niet als de anderen het best antwoorden.',
  'explain.runnerUp': 'De beste andere eerste zet, {move}, levert {value} op.',
  'explain.runnerUp.miss': 'Met geen andere eerste zet win je de kaart als de anderen het best antwoorden.',
  'rule.build': 'De track-iconen van een gebouw tellen vanaf het bouwen: groei en salaris komen al met de nieuwe niveaus.',
  'rule.ship': 'Schip: je marker gaat op de eerste vrije plaats van de scheepstrack en neemt het fiche daar; een volle track opent zijn regio.',
  'rule.governor': 'Als een scheepstrack vol is, krijgt wie er de meeste markers heeft de gouverneurskaart; bij gelijkstand wie de marker het dichtst bij het deck heeft.',
  'rule.occupy': 'Bezetten: een vrije stad in een open regio waar je een marker op de scheepstrack hebt (in Europa hoeft dat niet); haar fiche is voor jou.',
  'rule.connections': 'Wie de steden aan beide einden van een verbinding heeft, neemt haar fiche, en de verbinding telt mee.',
  'rule.attack': 'Aanvallen: twee havenmarkers, één naar je voorraad en één op de stad; de marker van de verdediger gaat terug naar zijn voorraad.',
  'rule.payment': 'Betaling: een marker komt van een van je gebouwen terug naar je haven, zodat dat gebouw weer kan werken.',
  'rule.draw': 'Trekken: de bovenste kaart van het deck van een open regio, als je daar minstens zoveel markers hebt als haar waarde; haar iconen tellen meteen.',
  'rule.slavery': 'Het deck Slavernij trek je met je aanwezigheid in Europa, niet in Afrika.',
  'rule.discard': 'Wie past, legt kaarten af tot zijn politieklimiet; een afgelegde gouverneurskaart gaat uit het spel.',
  'rule.abolition': 'Wie de kaart Afschaffing van de slavernij neemt, laat iedereen zijn slavenkaarten opzijleggen als minpunten.',
};

export type EndeavorMineKey = Key;
export const endeavorMineText = defineStrings<Key>('endeavor-puzzle-mine', en, hu, nl);
