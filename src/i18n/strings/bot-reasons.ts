/**
 * Words for the bots' "Why?" (src/islands/play/reason-words.ts turns the engine's structured
 * reasons, bots/explain.ts, into these). `gain.<key>` has one entry per GainPart key; words sit
 * below the bots, so the keys are listed here and reason-words.ts checks them against GainPart. A count's word is one plural template
 * (`{n, plural, one {…} other {…}}`), so the language's own rules pick the form (src/i18n/grammar.ts).
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
  | 'others'
  | 'others.nothing'
  | 'leaves'
  | 'and'
  | 'good'
  | 'vp'
  | `unit.${'doubloon' | 'colonist' | 'building' | 'tile' | 'barrel' | 'space'}`
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
    // {seats} is how many others there are: one is "your opponent", more are "the others".
    others: '{seats, plural, =1 {; your opponent gains {parts}} other {; the others gain {parts}}}',
    'others.nothing': '{seats, plural, =1 {; your opponent gains nothing} other {; the others gain nothing}}',
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
    'unit.doubloon': '{n, plural, one {# doubloon} other {# doubloons}}',
    'unit.colonist': '{n, plural, one {# colonist} other {# colonists}}',
    'unit.building': '{n, plural, one {# building} other {# buildings}}',
    'unit.tile': '{n, plural, one {# tile} other {# tiles}}',
    'unit.barrel': '{n, plural, one {# barrel} other {# barrels}}',
    'unit.space': '{n, plural, one {# more island space} other {# more island spaces}}',
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
    others: '{seats, plural, =1 {; az ellenfelednek: {parts}} other {; a többieknek: {parts}}}',
    'others.nothing': '{seats, plural, =1 {; az ellenfeled semmit sem kap} other {; a többiek semmit sem kapnak}}',
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
    'unit.colonist': '{n} telepes',
    'unit.building': '{n} épület',
    'unit.tile': '{n} lapka',
    'unit.barrel': '{n} hordó',
    'unit.space': '{n} szigetmező',
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
    others: '{seats, plural, =1 {; je tegenstander krijgt {parts}} other {; de anderen krijgen {parts}}}',
    'others.nothing': '{seats, plural, =1 {; je tegenstander krijgt niets} other {; de anderen krijgen niets}}',
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
    'unit.doubloon': '{n, plural, one {# dukaat} other {# dukaten}}',
    'unit.colonist': '{n, plural, one {# kolonist} other {# kolonisten}}',
    'unit.building': '{n, plural, one {# gebouw} other {# gebouwen}}',
    'unit.tile': '{n, plural, one {# tegel} other {# tegels}}',
    'unit.barrel': '{n, plural, one {# vat} other {# vaten}}',
    'unit.space': '{n, plural, one {# extra eilandvak} other {# extra eilandvakken}}',
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
