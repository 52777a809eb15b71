/**
 * Words for the bots' "Why?" (src/islands/play/reason-words.ts turns the engine's structured
 * reasons, bots/explain.ts, into these). `gain.<key>` has one entry per GainPart key; words sit
 * below the bots, so the keys are listed here and reason-words.ts checks them against GainPart. A count's word has a `.one` form for exactly one.
 * Hungarian uses short noun phrases ("behajózás: 3 kukorica = 4 GyP"), which need no case endings
 * on the names put into them; Dutch and English are sentences in the second person.
 */
import { defineStrings } from '../define';

/** The GainPart keys (bots/puerto-rico/explain.ts) that have words. */
export type GainWordKey = 'tiles' | 'build' | 'colonists' | 'man' | 'work' | 'produce' | 'ship' | 'vp' | 'sell' | 'doubloons' | 'lose';
type GainKey = `gain.${GainWordKey}`;

export const reasonText = defineStrings<
  | GainKey
  | 'gain.build.paid'
  | 'line'
  | 'you'
  | 'you.nothing'
  | 'card'
  | 'others.many'
  | 'others.one'
  | 'others.many.nothing'
  | 'others.one.nothing'
  | 'leaves'
  | 'and'
  | 'good'
  | 'vp'
  | `unit.${'doubloon' | 'colonist' | 'building' | 'tile' | 'barrel' | 'space'}${'' | '.one'}`
  | `tile.${'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee' | 'quarry' | 'forest'}`
  | `pick.${'best' | 'random' | 'lot' | 'only'}`
  | 'others.title'
  | 'others.more'
  | 'value.winRate'
  | 'value.margin'
>(
  'bot-reasons',
  {
    line: '{label}: {you}{card}{others}{leaves}',
    you: 'you {parts}',
    'you.nothing': 'nothing changes for you',
    card: ' (incl. {doubloons} on the card)',
    'others.many': '; the others gain {parts}',
    'others.one': '; your opponent gains {parts}',
    'others.many.nothing': '; the others gain nothing',
    'others.one.nothing': '; your opponent gains nothing',
    leaves: '; leaves {role} to {name}',
    and: ' and ',
    good: '{n} {good}',
    vp: '{n} VP',
    'gain.tiles': 'take {tiles}',
    'gain.build': 'build the {buildings}',
    'gain.build.paid': 'build the {buildings} for {paid}',
    'gain.colonists': 'get {colonists}',
    'gain.man': 'man the {buildings}',
    'gain.work': 'work {spaces}',
    'gain.produce': 'produce {goods}',
    'gain.ship': 'ship {goods} for {vp}',
    'gain.vp': 'gain {vp}',
    'gain.sell': 'sell {goods} for {doubloons}',
    'gain.doubloons': 'gain {doubloons}',
    'gain.lose': 'lose {goods}',
    'unit.doubloon': '{n} doubloons',
    'unit.doubloon.one': '1 doubloon',
    'unit.colonist': '{n} colonists',
    'unit.colonist.one': '1 colonist',
    'unit.building': '{n} buildings',
    'unit.building.one': '1 building',
    'unit.tile': '{n} tiles',
    'unit.tile.one': '1 tile',
    'unit.barrel': '{n} barrels',
    'unit.barrel.one': '1 barrel',
    'unit.space': '{n} more island spaces',
    'unit.space.one': '1 more island space',
    'tile.corn': 'a corn plantation',
    'tile.indigo': 'an indigo plantation',
    'tile.sugar': 'a sugar plantation',
    'tile.tobacco': 'a tobacco plantation',
    'tile.coffee': 'a coffee plantation',
    'tile.quarry': 'a quarry',
    'tile.forest': 'a forest',
    'pick.best': '{name} chose the option that looked best:',
    'pick.random': '{name} picked at random:',
    'pick.lot': '{name} saw no difference between the options and picked by lot:',
    'pick.only': '{name} had only this move:',
    'others.title': 'Other options it weighed:',
    'others.more': '… and {n} more.',
    'value.winRate': 'about {n}% to win, from {visits} simulations',
    'value.margin': 'expected lead {n} VP',
  },
  {
    line: '{label} — {you}{card}{others}{leaves}',
    you: 'neked: {parts}',
    'you.nothing': 'neked semmi sem változik',
    card: ' (ebből {doubloons} a szerepkártyáról)',
    'others.many': '; a többieknek: {parts}',
    'others.one': '; az ellenfelednek: {parts}',
    'others.many.nothing': '; a többiek semmit sem kapnak',
    'others.one.nothing': '; az ellenfeled semmit sem kap',
    leaves: '; utána {name} várhatóan ezt választja: {role}',
    and: ' és ',
    good: '{n} {good}',
    vp: '{n} GyP',
    'gain.tiles': 'új lapka: {tiles}',
    'gain.build': 'új épület: {buildings}',
    'gain.build.paid': 'új épület: {buildings} ({paid})',
    'gain.colonists': '+{colonists}',
    'gain.man': 'telepes kerül ide: {buildings}',
    'gain.work': '+{spaces} megművelve',
    'gain.produce': 'termelés: {goods}',
    'gain.ship': 'behajózás: {goods} = {vp}',
    'gain.vp': '+{vp}',
    'gain.sell': 'eladás: {goods} = {doubloons}',
    'gain.doubloons': '+{doubloons}',
    'gain.lose': 'elvész: {goods}',
    'unit.doubloon': '{n} dublon',
    'unit.doubloon.one': '1 dublon',
    'unit.colonist': '{n} telepes',
    'unit.colonist.one': '1 telepes',
    'unit.building': '{n} épület',
    'unit.building.one': '1 épület',
    'unit.tile': '{n} lapka',
    'unit.tile.one': '1 lapka',
    'unit.barrel': '{n} hordó',
    'unit.barrel.one': '1 hordó',
    'unit.space': '{n} szigetmező',
    'unit.space.one': '1 szigetmező',
    'tile.corn': 'kukoricaültetvény',
    'tile.indigo': 'indigóültetvény',
    'tile.sugar': 'cukorültetvény',
    'tile.tobacco': 'dohányültetvény',
    'tile.coffee': 'kávéültetvény',
    'tile.quarry': 'kőbánya',
    'tile.forest': 'erdő',
    'pick.best': '{name} a legjobbnak látszó lehetőséget választotta:',
    'pick.random': '{name} véletlenszerűen választott:',
    'pick.lot': '{name} nem látott különbséget a lehetőségek között, ezért sorsolt:',
    'pick.only': '{name} csak ezt léphette:',
    'others.title': 'További mérlegelt lehetőségek:',
    'others.more': '… és még {n}.',
    'value.winRate': 'kb. {n}% esély a győzelemre, {visits} szimuláció alapján',
    'value.margin': 'várható előny: {n} GyP',
  },
  {
    line: '{label}: {you}{card}{others}{leaves}',
    you: 'je {parts}',
    'you.nothing': 'voor jou verandert er niets',
    card: ' (incl. {doubloons} op de kaart)',
    'others.many': '; de anderen krijgen {parts}',
    'others.one': '; je tegenstander krijgt {parts}',
    'others.many.nothing': '; de anderen krijgen niets',
    'others.one.nothing': '; je tegenstander krijgt niets',
    leaves: '; laat {role} over aan {name}',
    and: ' en ',
    good: '{n} {good}',
    vp: '{n} OP',
    'gain.tiles': 'neemt {tiles}',
    'gain.build': 'bouwt {buildings}',
    'gain.build.paid': 'bouwt {buildings} voor {paid}',
    'gain.colonists': 'krijgt {colonists}',
    'gain.man': 'bemant {buildings}',
    'gain.work': 'bewerkt {spaces}',
    'gain.produce': 'produceert {goods}',
    'gain.ship': 'verscheept {goods} voor {vp}',
    'gain.vp': 'krijgt {vp}',
    'gain.sell': 'verkoopt {goods} voor {doubloons}',
    'gain.doubloons': 'krijgt {doubloons}',
    'gain.lose': 'verliest {goods}',
    'unit.doubloon': '{n} dukaten',
    'unit.doubloon.one': '1 dukaat',
    'unit.colonist': '{n} kolonisten',
    'unit.colonist.one': '1 kolonist',
    'unit.building': '{n} gebouwen',
    'unit.building.one': '1 gebouw',
    'unit.tile': '{n} tegels',
    'unit.tile.one': '1 tegel',
    'unit.barrel': '{n} vaten',
    'unit.barrel.one': '1 vat',
    'unit.space': '{n} extra eilandvakken',
    'unit.space.one': '1 extra eilandvak',
    'tile.corn': 'een maisplantage',
    'tile.indigo': 'een indigoplantage',
    'tile.sugar': 'een suikerplantage',
    'tile.tobacco': 'een tabaksplantage',
    'tile.coffee': 'een koffieplantage',
    'tile.quarry': 'een steengroeve',
    'tile.forest': 'een bos',
    'pick.best': '{name} koos de optie die het beste leek:',
    'pick.random': '{name} koos willekeurig:',
    'pick.lot': '{name} zag geen verschil tussen de opties en liet het lot beslissen:',
    'pick.only': '{name} had alleen deze zet:',
    'others.title': 'Andere opties die zijn afgewogen:',
    'others.more': '… en nog {n}.',
    'value.winRate': 'ongeveer {n}% kans op winst, uit {visits} simulaties',
    'value.margin': 'verwachte voorsprong {n} OP',
  },
);

/** A key of the reasons' words. */
export type ReasonKey = Parameters<typeof reasonText>[1];
