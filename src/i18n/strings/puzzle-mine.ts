/**
 * The puzzle miner's templates (src/puzzles/mine-text.ts fills them): titles, questions and
 * explanations of mined Puerto Rico puzzles. Terms from the glossary (src/i18n/glossary.ts);
 * plurals and Hungarian articles through src/i18n/grammar.ts.
 */
import { defineStrings } from '../define';

const en = {
  'title.goods': '{role} for {name}: {goods}',
  'title.doubloons': '{role} for {name}: {n, plural, one {# doubloon} other {# doubloons}}',
  'title.role.most-vp': 'Which of the {n} roles left earns {name} the most victory points?',
  'title.role.most-doubloons': 'Which of the {n} roles left earns {name} the most doubloons?',
  'question.captain': '{name} is about to load for the first time in this Captain phase. Load so that {name} earns the most victory points in the phase, whatever the others load.',
  'question.builder': '{name} builds in this Builder phase. Build so that {name} has gained the most victory points by the end of the next role’s phase, whatever the others do.',
  'question.trader': '{name} trades in this Trader phase. Choose so that {name} earns the most doubloons in the phase.',
  'question.craftsman':
    '{name} chose the Craftsman and takes the extra barrel now. Choose so that {name} gains the most in doubloons plus the trading house price of the new barrels by the end of the next role’s phase, whatever the others do.',
  'question.role.most-vp': '{name} chooses a role. Choose, and play its phase, so that {name} earns the most victory points in it, whatever the others do.',
  'question.role.most-doubloons': '{name} chooses a role. Choose, and play its phase, so that {name} earns the most doubloons in it, whatever the others do.',
  step: '({i}) {move}',
  'explain.best': 'Best: {line}. That gives {value}, whatever the others do.',
  'explain.natural': 'The natural move, {move}, gives {value}: {diff} less.',
  'explain.decisions': 'The line asks {name} for {n, plural, one {# decision} other {# decisions}}.',
  'rule.captain': 'Every barrel shipped is 1 VP and the Captain gets 1 more for his first loading. What you leave for a later turn may no longer fit: the others load in between.',
  'rule.builder': 'A building pays off only when it is manned, and the next role decides whether it pays at once.',
  'rule.trader': 'The trading house takes one barrel of each kind, and it empties only when it is full.',
  'rule.craftsman': 'The privilege barrel must be a kind you produced; what you keep can be sold or shipped in the next phase.',
  'rule.role': 'A role is worth what its phase brings you and what it leaves to the others.',
  'rule.harbor': 'A manned Harbor adds 1 VP to each of your loadings.',
  'rule.wharf': 'A manned Wharf ships one whole kind on a ship of its own.',
  'rule.storage': 'A manned warehouse keeps whole kinds after the Captain phase.',
  'rule.market': 'A manned market adds doubloons to each sale.',
  'rule.office': 'A manned Office lets you sell a kind the trading house already holds.',
  'rule.factory': 'A manned Factory pays for the number of kinds you produce.',
  'rule.quarry': 'Each manned quarry makes a building cheaper, up to its column.',
};
type Key = keyof typeof en;

const hu: Record<Key, string> = {
  'title.goods': '{role} – {name}: {goods}',
  'title.doubloons': '{role} – {name}: {n} dublon',
  'title.role.most-vp': 'A maradék {n} szerep közül melyik hozza a legtöbb győzelmi pontot {name} számára?',
  'title.role.most-doubloons': 'A maradék {n} szerep közül melyik hozza a legtöbb dublont {name} számára?',
  'question.captain': '{name} most rakodik először ebben a kapitány-fázisban. Rakodj úgy, hogy {name} a lehető legtöbb győzelmi pontot szerezze a fázisban, bármit rakodjanak is a többiek.',
  'question.builder': '{name} épít ebben az építész-fázisban. Építs úgy, hogy {name} a következő szerep fázisának végéig a lehető legtöbb győzelmi pontot szerezze, bármit tesznek is a többiek.',
  'question.trader': '{name} kereskedik ebben a kereskedő-fázisban. Válassz úgy, hogy {name} a lehető legtöbb dublont kapja a fázisban.',
  'question.craftsman':
    '{name} az iparost választotta, és most veszi el a plusz hordót. Válassz úgy, hogy {name} a következő szerep fázisának végéig a legtöbbet nyerje dublonban és az új hordók kereskedőházi árában, bármit tesznek is a többiek.',
  'question.role.most-vp': '{name} szerepet választ. Válassz, és játszd le a fázisát úgy, hogy {name} a lehető legtöbb győzelmi pontot szerezze benne, bármit tesznek is a többiek.',
  'question.role.most-doubloons': '{name} szerepet választ. Válassz, és játszd le a fázisát úgy, hogy {name} a lehető legtöbb dublont kapja benne, bármit tesznek is a többiek.',
  step: '({i}) {move}',
  'explain.best': 'A legjobb: {line}. Eredménye {value}, bármit tesznek is a többiek.',
  'explain.natural': 'A kézenfekvő lépés ({move}) eredménye {value}, a különbség {diff}.',
  'explain.decisions': 'A megoldásban {name} {n} döntést hoz.',
  'rule.captain': 'Minden behajózott hordó 1 GyP-t ér, és a kapitány az első behajózásáért még 1-et kap. Amit későbbre hagysz, lehet, hogy már nem fér el: közben a többiek is behajóznak.',
  'rule.builder': 'Egy épület csak akkor hoz hasznot, ha van rajta telepes, és a következő szerep dönti el, hogy azonnal hasznot hoz-e.',
  'rule.trader': 'A kereskedőház minden árufajtából egy hordót vesz át, és csak akkor ürül ki, ha megtelt.',
  'rule.craftsman': 'A kiváltság hordója csak olyan fajta lehet, amelyet termeltél; amit megtartasz, a következő fázisban eladhatod vagy behajózhatod.',
  'rule.role': 'Egy szerep annyit ér, amennyit a fázisa hoz neked, és amennyit a többieknek hagy.',
  'rule.harbor': 'A működő kikötő minden behajózásodhoz 1 további GyP-t ad.',
  'rule.wharf': 'A működő rakpart egy teljes árufajtát saját hajón szállít el.',
  'rule.storage': 'A működő raktár teljes árufajtákat tart meg a kapitány-fázis után.',
  'rule.market': 'A működő piac minden eladáshoz további dublonokat ad.',
  'rule.office': 'A működő hivatallal olyan árut is eladhatsz, amilyen már van a kereskedőházban.',
  'rule.factory': 'A működő gyár a termelt árufajták száma szerint fizet.',
  'rule.quarry': 'Minden működő kőbánya olcsóbbá tesz egy épületet, legfeljebb az oszlopa szerint.',
};

const nl: Record<Key, string> = {
  'title.goods': '{role} voor {name}: {goods}',
  'title.doubloons': '{role} voor {name}: {n, plural, one {# dukaat} other {# dukaten}}',
  'title.role.most-vp': 'Welke van de {n} overgebleven rollen levert {name} de meeste overwinningspunten op?',
  'title.role.most-doubloons': 'Welke van de {n} overgebleven rollen levert {name} de meeste dukaten op?',
  'question.captain': '{name} laadt voor het eerst in deze kapiteinsfase. Laad zo dat {name} in deze fase de meeste overwinningspunten krijgt, wat de anderen ook laden.',
  'question.builder': '{name} bouwt in deze bouwmeesterfase. Bouw zo dat {name} aan het eind van de fase van de volgende rol de meeste overwinningspunten heeft gewonnen, wat de anderen ook doen.',
  'question.trader': '{name} handelt in deze handelaarsfase. Kies zo dat {name} in deze fase de meeste dukaten krijgt.',
  'question.craftsman':
    '{name} koos de opzichter en neemt nu het extra vat. Kies zo dat {name} aan het eind van de fase van de volgende rol het meest wint aan dukaten plus de handelshuisprijs van de nieuwe vaten, wat de anderen ook doen.',
  'question.role.most-vp': '{name} kiest een rol. Kies, en speel de fase, zo dat {name} er de meeste overwinningspunten in krijgt, wat de anderen ook doen.',
  'question.role.most-doubloons': '{name} kiest een rol. Kies, en speel de fase, zo dat {name} er de meeste dukaten in krijgt, wat de anderen ook doen.',
  step: '({i}) {move}',
  'explain.best': 'Het beste: {line}. Dat levert {value} op, wat de anderen ook doen.',
  'explain.natural': 'De voor de hand liggende zet, {move}, levert {value} op: {diff} minder.',
  'explain.decisions': 'De oplossing vraagt {n, plural, one {# beslissing} other {# beslissingen}} van {name}.',
  'rule.captain': 'Elk verscheept vat is 1 OP waard en de kapitein krijgt er voor zijn eerste lading 1 bij. Wat je voor later laat liggen, past misschien niet meer: de anderen laden tussendoor.',
  'rule.builder': 'Een gebouw levert pas iets op als het bemand is, en de volgende rol beslist of het meteen iets oplevert.',
  'rule.trader': 'Het handelshuis neemt van elke soort één vat, en het wordt pas leeggemaakt als het vol is.',
  'rule.craftsman': 'Het privilegevat moet een soort zijn die je hebt geproduceerd; wat je houdt, kun je in de volgende fase verkopen of verschepen.',
  'rule.role': 'Een rol is waard wat haar fase jou oplevert en wat ze de anderen laat.',
  'rule.harbor': 'Een bemande haven geeft je bij elke lading 1 OP extra.',
  'rule.wharf': 'Een bemande werf verscheept één hele soort op een eigen schip.',
  'rule.storage': 'Een bemand pakhuis bewaart hele soorten na de kapiteinsfase.',
  'rule.market': 'Een bemande markt geeft bij elke verkoop dukaten extra.',
  'rule.office': 'Met een bemand kantoor verkoop je ook een soort die het handelshuis al heeft.',
  'rule.factory': 'Een bemande fabriek betaalt naar het aantal soorten dat je produceert.',
  'rule.quarry': 'Elke bemande steengroeve maakt een gebouw goedkoper, tot aan zijn kolom.',
};

export type MineKey = Key;
export const mineText = defineStrings<Key>('puzzle-mine', en, hu, nl);
