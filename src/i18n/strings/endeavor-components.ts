/**
 * Words of the list of Endeavor values that are the project's own choice or rest on one source
 * only (the Sources page, #endeavor-components). The list itself comes from the engine's data
 * (PROJECT_CHOICES, UNCONFIRMED in src/engine/endeavor/components.ts): a key missing here is a
 * compile error, so a value added there cannot go unlisted.
 */
import type { Oddity } from '../../engine/endeavor/components';
import { defineStrings } from '../define';

type ChoiceId = 'track-lengths' | 'setup-by-player-count' | 'track-maximum' | 'city-names' | 'card-names' | 'map-layout';
type Keys = 'heading' | 'intro' | 'choices' | 'unconfirmed' | `choice.${ChoiceId}` | `oddity.${Oddity}`;

export const endeavorComponentsText = defineStrings<Keys>(
  'endeavor-components',
  {
    heading: 'Endeavor: values that are not printed fact',
    intro:
      'The Endeavor components (buildings, tokens, cards, map, tracks) follow a reference compiled from secondary sources, each value with how sure it is. These are the values no source gives, and the ones only one source gives.',
    choices: 'This site’s own choices',
    unconfirmed: 'Unconfirmed: one source only',
    'choice.track-lengths': 'The length of each shipping track: only the total of 40 spaces is known; the site uses 7, 6, 6, 7, 7 and 7.',
    'choice.setup-by-player-count': 'Setup for 3 and 4 players: no source removes anything, so every player count uses all the components.',
    'choice.track-maximum': 'The top of the four tracks: no source gives one; the site stops them at 15.',
    'choice.city-names': 'City names: the printed cities are unnamed; the names are the site’s own.',
    'choice.card-names': 'Card names: none were found; a card is named by its deck and level.',
    'choice.map-layout': 'The map layout: where each city lies on the printed board is not known.',
    'oddity.freeGovernorSpaceGlory': '3 glory at the end for a player whose free governor space is empty.',
    'oddity.slaverySlot': 'Below Politics level 5, one Slavery card may sit in the fifth card space beyond the limit.',
    'oddity.shipyardCulture': 'The Shipyard gives Culture +1 when built.',
    'oddity.docksNotInEurope': 'The Docks cannot be used in Europe (the source itself calls this an assumption).',
    'oddity.paymentNotLevelFive': 'A Payment never takes back the marker of a level-5 building.',
  },
  {
    heading: 'Endeavor: értékek, amelyek nem nyomtatott tények',
    intro:
      'Az Endeavor játékelemei (épületek, jelzők, kártyák, térkép, sávok) egy másodlagos forrásokból összeállított összefoglalót követnek, minden értéknél azzal, mennyire biztos. Ezek azok az értékek, amelyeket egy forrás sem ad meg, és azok, amelyeket csak egy forrás mond.',
    choices: 'Az oldal saját választásai',
    unconfirmed: 'Megerősítetlen: csak egy forrás',
    'choice.track-lengths': 'Az egyes hajózási sávok hossza: csak az összesen 40 mező ismert; az oldal 7, 6, 6, 7, 7 és 7 mezőt használ.',
    'choice.setup-by-player-count': 'Előkészítés 3 és 4 játékosnál: egy forrás sem vesz ki semmit, így minden létszámnál minden játékelem játékban van.',
    'choice.track-maximum': 'A négy sáv teteje: egy forrás sem ad meg ilyet; az oldal 15\u2011nél állítja meg őket.',
    'choice.city-names': 'A városnevek: a nyomtatott városoknak nincs nevük; a nevek az oldal sajátjai.',
    'choice.card-names': 'A kártyanevek: nem találtunk ilyet; a kártyát a paklija és a szintje nevezi meg.',
    'choice.map-layout': 'A térkép elrendezése: nem ismert, hol fekszik az egyes város a nyomtatott táblán.',
    'oddity.freeGovernorSpaceGlory': 'A játék végén 3 pont annak, akinek a szabad kormányzóhelye üres.',
    'oddity.slaverySlot': 'Az 5\u2011ös politikai szint alatt egy rabszolgakártya a korláton felül az ötödik kártyahelyen lehet.',
    'oddity.shipyardCulture': 'A Hajógyár megépítéskor +1 Kultúrát ad.',
    'oddity.docksNotInEurope': 'A Dokk Európában nem használható (maga a forrás is feltevésnek nevezi).',
    'oddity.paymentNotLevelFive': 'A Fizetés soha nem veszi vissza egy 5\u2011ös szintű épület korongját.',
  },
  {
    heading: 'Endeavor: waarden die geen gedrukt feit zijn',
    intro:
      'Het Endeavor-spelmateriaal (gebouwen, fiches, kaarten, kaart, tracks) volgt een overzicht uit secundaire bronnen, bij elke waarde hoe zeker ze is. Dit zijn de waarden die geen bron geeft, en die welke maar één bron geeft.',
    choices: 'Eigen keuzes van deze site',
    unconfirmed: 'Onbevestigd: maar één bron',
    'choice.track-lengths': 'De lengte van elke scheepstrack: alleen het totaal van 40 plaatsen is bekend; de site gebruikt 7, 6, 6, 7, 7 en 7.',
    'choice.setup-by-player-count': 'De opbouw voor 3 en 4 spelers: geen bron haalt iets weg, dus elk spelersaantal gebruikt al het materiaal.',
    'choice.track-maximum': 'Het maximum van de vier tracks: geen bron geeft er een; de site stopt ze op 15.',
    'choice.city-names': 'Stadsnamen: de gedrukte steden hebben geen naam; de namen zijn van de site zelf.',
    'choice.card-names': 'Kaartnamen: er zijn er geen gevonden; een kaart heet naar haar deck en level.',
    'choice.map-layout': 'De indeling van de kaart: waar elke stad op het gedrukte bord ligt, is niet bekend.',
    'oddity.freeGovernorSpaceGlory': '3 punten aan het einde voor wie zijn gratis gouverneursplaats leeg heeft.',
    'oddity.slaverySlot': 'Onder politiek level 5 mag één slavenkaart boven de limiet op de vijfde kaartplaats liggen.',
    'oddity.shipyardCulture': 'De scheepswerf geeft bij het bouwen Cultuur +1.',
    'oddity.docksNotInEurope': 'De Dokken mogen niet in Europa gebruikt worden (de bron noemt het zelf een aanname).',
    'oddity.paymentNotLevelFive': 'Een betaling neemt nooit de marker van een gebouw van level 5 terug.',
  },
);
