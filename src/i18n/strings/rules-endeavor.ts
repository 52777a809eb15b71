/**
 * The Endeavor rule sentences in every language, keyed by rule id. English is taken from the
 * engine's registry (src/engine/endeavor/rules.ts), so it cannot drift from what the engine
 * enforces; Hungarian and Dutch are typed by RuleId, so a rule added to the registry without them
 * is a compile error. The Dutch follows the Dutch rule summary each rule encodes, in the words
 * the board uses (marker, haven, voorraad, fiche, track); the Hungarian uses the board's words
 * (korong, kikötő, készlet, jelző, sáv).
 */
import { RULES, type RuleId } from '../../engine/endeavor/rules';
import type { Lang } from '../lang';
import { defineStrings } from '../define';

const en = Object.fromEntries(RULES.map((r) => [r.id, r.text])) as Record<RuleId, string>;

const hu: Record<RuleId, string> = {
  'setup.players': 'Az Endeavort 3–5 játékos játssza.',
  'setup.start':
    'Minden játékos az előnyomtatott épülettel kezd, minden korongja a készletében van, és minden sávja 0\u2011n áll; a kereskedelmi jelzőket megkeverve minden kör alakú mezőre teszik, a kezdőjátékost pedig véletlenszerűen választják ki.',
  'setup.valid-position':
    'Egy állásnak teljesnek és ellentmondásmentesnek kell lennie: minden korong, jelző és kártya pontosan egy helyen van, és a sávok azt mutatják, ami az egyes játékosoknál van.',
  'round.phase-order':
    'Egy forduló négy fázisból áll, ebben a sorrendben: építés, növekedés, bérfizetés, akció; a következő fázis csak akkor kezdődik, ha mindenki befejezte az előzőt, és csak a soron lévő játékos léphet.',

  'build.must-build': 'Az építési fázisban minden játékosnak el kell vennie egy épületet a kínálatból.',
  'build.level-limit': 'Az ipar-szinted a legmagasabb épületszint, amelyet építhetsz.',
  'build.duplicates': 'Olyan épületet is építhetsz, amilyened már van.',
  'build.one-level-five': 'Csak egy 5\u2011ös szintű épületet építhetsz.',
  'build.icons-at-once': 'Az épületen lévő sávikonok azonnal léptetik a sávjaidat.',
  'build.phase-end': 'Ha minden játékos épített, kezdődik a növekedési fázis.',
  'build.none-fits': 'Aki egyetlen épületet sem vehet el (a szintjén már nem maradt, vagy nincs szabad épülethelye), ebben a fordulóban nem épít semmit.',

  'build.lowest-level-fallback': 'Ha a szinteden vagy alatta már nem maradt épület, a készletben még meglévő legalacsonyabb szintről veszel egyet.',
  'growth.to-harbour': 'A növekedési fázisban minden játékos korongokat tesz át a készletéből a kikötőjébe.',
  'growth.culture-level': 'A kultúra-szinted határozza meg, hány korongot kapsz (soha nem többet, mint amennyi a készletedben van).',
  'growth.phase-end': 'Ha minden játékos elvette a korongjait, kezdődik a bérfizetési fázis.',

  'salary.return-markers': 'A bérfizetési fázisban a játékosok korongokat vesznek vissza az épületeikről a kikötőjükbe.',
  'salary.finance-level': 'A pénzügy-szinted határozza meg, hány korongot vehetsz vissza.',
  'salary.choose': 'Ha több korongod van az épületeiden, mint ahány fizetés jár, te választod ki, melyik korongok jönnek vissza.',
  'salary.take-all': 'Ha nincs több korongod az épületeiden, mint ahány fizetés jár, mindet visszaveszed.',

  'action.turns': 'Az akciófázisban a játékosok felváltva egy-egy akciót hajtanak végre, amíg mindenki nem passzolt.',
  'action.icons-at-once': 'Az akciófázisban szerzett kártyák és jelzők azonnal léptetik a sávjaidat.',
  'action.no-trading': 'A játékosok soha nem cserélhetnek és nem adhatnak egymásnak kártyát vagy jelzőt.',
  'action.no-voluntary-discard': 'Kártyát vagy jelzőt nem dobhatsz el magadtól; kártyát csak passzoláskor lehet eldobni.',
  'action.passed-is-out': 'Aki passzolt, ebben a fordulóban már nem hajt végre több akciót.',
  'action.phase-end': 'Ha mindenki passzolt, a forduló véget ér.',
  'action.activate-building': 'Egy épületet úgy aktiválsz, hogy egy korongot teszel rá a kikötődből (az épületnek szabadnak kell lennie), és végrehajtod az akcióját.',
  'action.compound': 'A két akciót adó épület a jelölt sorrendben hajtja végre őket; az első után abbahagyhatod.',
  'action.same-region': 'A Dokk (Hajózás és Megszállás, bármelyik sorrendben) és a Térképész (kétszer Hajózás) mindkét akcióját ugyanabban a régióban hajtja végre.',
  'action.same-deck': 'A Kereskedelmi hivatal kétszer húz ugyanabból a pakliból.',
  'occupy.docks-not-europe': 'A Dokk Európában nem használható (megerősítetlen: csak egy forrás mondja, és az is feltevésnek nevezi).',
  'action.spend-token': 'Egy nálad lévő világoskék akciójelzőt elköltve végrehajthatod a rajta lévő akciót.',

  'ship.first-free-space': 'Hajózás: tegyél egy korongot a kikötődből egy hajózási sáv első szabad helyére, és vedd el az ott lévő jelzőt.',
  'ship.full-track': 'Ha egy sáv megtelt, minden játékos még egy korongot odahajózhat, az utolsó helyen túlra (jelző nélkül).',
  'ship.no-track': 'Európának nincs hajózási sávja, ezért oda nem lehet hajózni.',
  'ship.governor': 'Amikor egy hajózási sáv megtelik, a kormányzókártyát az kapja, akinek a legtöbb korongja van rajta.',
  'ship.governor-tie': 'Ha a legtöbb korongban holtverseny van, az érintettek közül az kapja a kormányzókártyát, akinek a korongja a paklihoz legközelebb áll.',
  'ship.governor-space': 'A kormányzókártya a játékostábla egy szabad kártyahelyére kerül (vagy a külön kormányzóhelyre).',
  'ship.region-opens': 'Ettől kezdve a régió nyitott: ott lehet megszállni, támadni és húzni.',

  'occupy.free-city': 'Megszállás: tegyél egy korongot a kikötődből egy szabad városra, és vedd el a jelzőjét.',
  'occupy.open-region': 'Csak nyitott régióban szállhatsz meg várost.',
  'occupy.ship-presence': 'Csak ott szállhatsz meg várost, ahol már van korongod a régió hajózási sávján.',
  'occupy.europe': 'Európának nincs hajózási sávja: ott bárki megszállhat várost és támadhat.',
  'occupy.connection': 'Ha egy összeköttetés mindkét városa a tiéd, az összeköttetés jelzőjét is megkapod.',

  'attack.cost': 'Támadás: költs el két korongot a kikötődből, az egyik a készletedbe kerül, a másik az elfoglalt városra; a védekező korongja visszakerül a készletébe.',
  'attack.opponent-city': 'Csak olyan várost támadhatsz meg, amely egy másik játékosé.',
  'attack.open-region': 'Csak nyitott régióban támadhatsz.',
  'attack.ship-presence': 'Csak ott támadhatsz, ahol már van korongod a régió hajózási sávján.',

  'attack.breaks-connection':
    'Ha támadással elveszik egy összeköttetés egyik végét, a védő összeköttetése megszakad (nem ér pontot); a jelzője azé marad, aki elvette. Ha a támadás egy összeköttetést tesz teljessé, az a támadóé.',
  'payment.return-marker': 'Fizetés: vegyél vissza egy korongot az egyik épületedről a kikötődbe.',
  'payment.not-this-building': 'Fizetéssel bármelyik épületedről visszaveheted a korongot, kivéve azt, amelyik a fizetést végzi (egy másik Fizetés-épületről is).',

  'payment.not-level-five': 'Fizetéssel soha nem veheted vissza egy 5\u2011ös szintű épület korongját (megerősítetlen: csak egy forrás mondja, a saját érvelése alapján).',
  'draw.top-card': 'Húzás: vedd el egy pakli legfelső kártyáját.',
  'draw.region-open': 'Csak nyitott régió paklijából húzhatsz.',
  'draw.requirement': 'A régióban lévő korongjaid száma (a hajózási sávon és a városokban) legalább akkora kell legyen, mint a kártya értéke.',
  'draw.no-limit-until-pass': 'Passzolásig akárhány kártyát tarthatsz magadnál.',
  'draw.abolition': 'Amikor valaki elveszi A rabszolgaság eltörlése kártyát, minden játékos mínuszpontként félreteszi a rabszolgakártyáit.',
  'draw.slavery-closed': 'A rabszolgaság eltörlése után már nem lehet rabszolgakártyát húzni.',

  'draw.slavery-europe': 'A rabszolgapakli Európában van: az európai jelenléted (az ott birtokolt városok) érje el a kártya szintjét.',
  'pass.discard-excess': 'Passz: ebben a fordulóban többet nem lépsz, és eldobod a politika-korlátodon felüli kártyákat.',
  'pass.governor-free': 'Egy kormányzókártya nem számít bele a korlátba, ezért eldobásával sosem kerülsz a korlát alá.',
  'pass.choose-discard': 'Te választod ki, mely kártyákat dobod el, egyenként; a sávjaid azonnal visszalépnek, ami további eldobást tehet szükségessé.',
  'pass.discard-to-deck': 'Az eldobott kártyák értéksorrendben visszakerülnek a paklijukba.',
  'pass.slavery-aside': 'Az eldobott rabszolgakártyákat mínuszpontként félre kell tenni.',
  'pass.governor-out': 'Az eldobott kormányzókártyák kikerülnek a játékból.',

  'pass.slavery-slot': 'Amíg a politikai szinted 5 alatti, egy rabszolgakártya a korláton felül az ötödik kártyahelyen lehet (megerősítetlen: csak egy forrás mondja).',
  'round.check-tracks': 'A forduló végén minden sáv pontosan azt mutatja, ami a játékosánál van.',
  'round.first-player': 'A kezdőjátékos-jelölő az óramutató járásának irányában továbbkerül.',
  'round.seven-rounds': 'A játék hét forduló után ér véget.',

  'score.cities': 'Minden általad birtokolt város 1 pontot ér (némelyik 2\u2011t).',
  'score.connections': 'Minden összeköttetés, amelynek mindkét városát birtoklod, 1 pontot ér.',
  'score.tracks': 'Minden sáv annyi pontot ér, amennyi a kockád helyén vagy alatta lévő legmagasabb logón áll; a négy sáv pontját összeadod.',
  'score.cards': 'A nálad maradt kártyák a rájuk nyomtatott dicsőségpontot érik.',
  'score.university': 'Egy Egyetem 3 pontot ér.',
  'score.harbour': 'A kikötődben lévő minden három korong 1 pontot ér.',
  'score.slavery': 'Minden félretett rabszolgakártya 1 pont levonással jár.',
  'score.free-governor-space': 'Akinek a szabad kormányzóhelye üres (nincs kormányzókártyája), 3 pontot kap (megerősítetlen: csak egy forrás mondja).',
  'score.winner': 'A legtöbb pontot szerző játékos nyer; holtverseny esetén osztoznak a győzelmen.',
};

const nl: Record<RuleId, string> = {
  'setup.players': 'Endeavor wordt gespeeld met 3 tot 5 spelers.',
  'setup.start':
    'Elke speler begint met het voorgedrukte gebouw, al zijn markers in de voorraad en elke track op 0; de handelsfiches worden geschud en op elke cirkel gelegd, en de startspeler wordt willekeurig gekozen.',
  'setup.valid-position': 'Een stelling moet volledig en consistent zijn: elke marker, elk fiche en elke kaart ligt op precies één plaats, en de tracks kloppen met wat elke speler heeft.',
  'round.phase-order':
    'Een ronde heeft vier fasen in deze volgorde (bouwfase, groeifase, salarisfase, actiefase); iedereen maakt een fase af voor de volgende begint, en alleen de speler die aan de beurt is, mag zetten.',

  'build.must-build': 'In de bouwfase moet elke speler één gebouw kiezen van de stock.',
  'build.level-limit': 'Je industrielevel bepaalt welke gebouwen je mag bouwen: gebouwen van je level of lager.',
  'build.duplicates': 'Je mag een gebouw dubbel bouwen.',
  'build.one-level-five': 'Je mag slechts één gebouw met waarde 5 bouwen.',
  'build.icons-at-once': 'Levert een gebouw industrie, cultuur, financiën of politiek op, zet dit dan onmiddellijk bij op je tracks.',
  'build.phase-end': 'Als elke speler een gebouw heeft gezet, begint de groeifase.',
  'build.none-fits': 'Een speler die geen enkel gebouw kan nemen (er is er geen meer van zijn level of lager, of hij heeft geen vrije gebouwplaats), bouwt deze ronde niets.',

  'build.lowest-level-fallback': 'Is er geen gebouw meer van je industrielevel of lager, dan neem je er een van het laagste level dat nog in de stock ligt.',
  'growth.to-harbour': 'In de groeifase brengen de spelers markers van hun voorraad naar hun haven.',
  'growth.culture-level': 'Je cultuurlevel bepaalt hoeveel markers je krijgt (nooit meer dan er in je voorraad zijn).',
  'growth.phase-end': 'Als elke speler zijn markers heeft genomen, begint de salarisfase.',

  'salary.return-markers': 'In de salarisfase nemen de spelers markers van hun gebouwen terug naar hun haven.',
  'salary.finance-level': 'Je financiënlevel bepaalt hoeveel markers je mag terughalen.',
  'salary.choose': 'Heb je meer markers op gebouwen dan toegelaten betalingen, dan kies je welke markers je terugneemt.',
  'salary.take-all': 'Heb je niet meer markers op gebouwen dan toegelaten betalingen, dan neem je alle markers terug.',

  'action.turns': 'In de actiefase spelen de spelers om beurten een actie uit, tot alle spelers hebben gepast.',
  'action.icons-at-once': 'Kaarten en fiches die je in de actiefase wint, pas je onmiddellijk aan op je tracks.',
  'action.no-trading': 'Spelers mogen nooit kaarten of fiches ruilen of geven aan medespelers.',
  'action.no-voluntary-discard': 'Spelers mogen geen kaarten of fiches vrijwillig verwijderen; kaarten worden alleen afgelegd bij het passen.',
  'action.passed-is-out': 'Een speler die heeft gepast, mag deze ronde geen actie meer uitvoeren.',
  'action.phase-end': 'Als alle spelers hebben gepast, is de ronde voorbij.',
  'action.activate-building': 'Activeer een gebouw door er een marker uit je haven op te plaatsen (het gebouw moet vrij zijn) en voer de actie van het gebouw uit.',
  'action.compound': 'Een gebouw met twee acties voert ze uit in de aangegeven volgorde; je mag na de eerste stoppen.',
  'action.same-region': 'De Dokken (Schip en Bezetten, in willekeurige volgorde) en de Cartograaf (twee keer Schip) doen hun beide acties in één regio.',
  'action.same-deck': 'Het Handelskantoor trekt twee keer van hetzelfde deck.',
  'occupy.docks-not-europe': 'De Dokken mogen niet in Europa gebruikt worden (onbevestigd: maar één bron, die het zelf een aanname noemt).',
  'action.spend-token': 'Gebruik een lichtblauw fiche dat je hebt en voer de actie uit die erop staat.',

  'ship.first-free-space': 'Schip: plaats een marker uit je haven op de eerste vrije plaats van een scheepstrack en neem het fiche dat daar ligt.',
  'ship.full-track': 'Is een scheepstrack vol, dan mag elke speler er nog één marker plaatsen, voorbij de laatste plaats (zonder fiche).',
  'ship.no-track': 'Europa heeft geen scheepstrack, dus daar kun je niet verschepen.',
  'ship.governor': 'Zo gauw een scheepstrack vol is, krijgt de speler met de meeste markers de gouverneurskaart.',
  'ship.governor-tie': 'Bij gelijke stand krijgt van die spelers degene met de marker het dichtst bij de stapel kaarten de gouverneurskaart.',
  'ship.governor-space': 'De gouverneurskaart gaat op een vrije kaartplaats van het speelbord (of de extra gouverneursplaats).',
  'ship.region-opens': 'Vanaf dan is de regio open en kan er worden bezet, aangevallen of getrokken.',

  'occupy.free-city': 'Bezetten: plaats een marker uit je haven op een vrije plaats in een stad en ontvang het bijbehorende fiche.',
  'occupy.open-region': 'Je mag alleen bezetten in een open regio.',
  'occupy.ship-presence': 'Je mag alleen bezetten als je al een marker hebt in de scheepstrack van die regio.',
  'occupy.europe': 'Europa heeft geen scheepstrack: daar mag iedereen bezetten en aanvallen.',
  'occupy.connection': 'Bezit je twee steden naast elkaar, dan ontvang je ook het fiche van de verbinding.',

  'attack.cost': 'Aanvallen: besteed twee markers uit je haven, één gaat naar je voorraad, de andere naar de stad die je inneemt; de marker van de tegenstander gaat terug naar zijn voorraad.',
  'attack.opponent-city': 'Je mag alleen een stad aanvallen die in bezit is van een andere speler.',
  'attack.open-region': 'Je mag alleen aanvallen in een open regio.',
  'attack.ship-presence': 'Je mag alleen aanvallen als je al een marker hebt in de scheepstrack van die regio.',

  'attack.breaks-connection':
    'Wie een eind van een verbinding aanvalt en inneemt, verbreekt de verbinding van de verdediger (ze telt niet meer); het fiche blijft bij wie het nam. Maakt een aanval een verbinding compleet, dan is ze van de aanvaller.',
  'payment.return-marker': 'Betaling: neem een marker van een van je gebouwen terug in je haven.',
  'payment.not-this-building': 'Een betaling mag de marker van elk van je gebouwen terugnemen, behalve van het gebouw dat de betaling doet (ook van een ander gebouw met Betaling).',

  'payment.not-level-five': 'Een betaling neemt nooit de marker van een gebouw van level 5 terug (onbevestigd: maar één bron, op eigen redenering).',
  'draw.top-card': 'Trekken: neem de bovenste kaart van een stapel.',
  'draw.region-open': 'Je mag alleen trekken van de stapel van een open regio.',
  'draw.requirement': 'Je markers in de regio (in de scheepstrack en in de steden) moeten minstens de waarde van de kaart evenaren.',
  'draw.no-limit-until-pass': 'Je mag zoveel handkaarten nemen als je wilt, tot je past.',
  'draw.abolition': 'Wordt de kaart Afschaffing van de slavernij genomen, dan leggen alle spelers hun slavenkaarten opzij als minpunten.',
  'draw.slavery-closed': 'Na de afschaffing van de slavernij mogen er geen slavenkaarten meer getrokken worden.',

  'draw.slavery-europe': 'Het slavernijdeck ligt in Europa: je aanwezigheid in Europa (de steden die je daar bezit) moet het level van de kaart evenaren.',
  'pass.discard-excess': 'Passen: je stopt voor deze ronde en legt de handkaarten af die boven je politieklimiet uitkomen.',
  'pass.governor-free': 'Eén gouverneurskaart wordt niet meegeteld voor de limiet; wie hem aflegt, komt dus nooit onder de limiet.',
  'pass.choose-discard': 'Je kiest zelf welke kaarten je aflegt, één voor één, en past je tracks onmiddellijk aan; daardoor moet je misschien nog meer kaarten afleggen.',
  'pass.discard-to-deck': 'De afgelegde kaarten gaan terug naar hun stapel, op volgorde van waarde.',
  'pass.slavery-aside': 'Afgelegde slavenkaarten worden opzijgelegd en tellen als minpunten.',
  'pass.governor-out': 'Afgelegde gouverneurskaarten gaan uit het spel.',

  'pass.slavery-slot': 'Zolang je politiek level lager is dan 5, mag één slavenkaart boven je limiet op de vijfde kaartplaats liggen (onbevestigd: maar één bron).',
  'round.check-tracks': 'Aan het einde van een ronde kijken de spelers hun tracks na en passen ze aan: elke track staat precies op wat de speler heeft.',
  'round.first-player': 'De eerste-spelermarker wordt met de klok mee doorgegeven.',
  'round.seven-rounds': 'Na zeven rondes is het spel afgelopen.',

  'score.cities': 'Elke stad die je controleert, levert 1 punt op (sommige steden 2 punten).',
  'score.connections': 'Elke verbinding waarvan je beide steden controleert, levert 1 punt op.',
  'score.tracks': 'Elke track levert de punten op van het hoogste logo op of onder je blokje; tel de punten van de vier tracks op.',
  'score.cards': 'Kaarten die je nog hebt, leveren de punten op die erop gedrukt staan.',
  'score.university': 'Een Universiteit levert 3 punten op.',
  'score.harbour': 'Elke drie markers in je haven leveren 1 punt op.',
  'score.slavery': 'Elke opzijgelegde slavenkaart kost 1 punt.',
  'score.free-governor-space': 'Wie zijn gratis gouverneursplaats leeg heeft (geen gouverneurskaart), krijgt 3 punten (onbevestigd: maar één bron).',
  'score.winner': 'De speler met de meeste punten wint; bij gelijke stand wordt de winst gedeeld.',
};

/** The rule sentences by id, in en (from the registry), hu and nl. */
export const endeavorRuleSentences = defineStrings<RuleId>('rules-endeavor', en, hu, nl);

/** The sentence of rule `id` in `lang` (English where a language lacks it, which the types forbid). */
export function ruleSentence(lang: Lang, id: RuleId): string {
  return endeavorRuleSentences(lang, id);
}
