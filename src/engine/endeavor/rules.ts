/**
 * The rules registry: every rule the engine enforces, with a stable id, an English sentence and
 * the place in the Dutch summary (seed 004) it encodes. Rules the Dutch text is silent on cite
 * the reference file instead. Every refusal (MoveError, SetupError) carries one of these ids.
 */

import { ruleRegistry } from '../contract';

export const DUTCH_FILE = '004_078b11801b2a9e7c.txt' as const;
export const REFERENCE_FILE = 'reference/endeavor.md' as const;
/** The component reference: it supersedes the component entries of REFERENCE_FILE. */
export const COMPONENTS_FILE = 'reference/endeavor-components.md' as const;

export interface RuleSource {
  readonly file: typeof DUTCH_FILE | typeof REFERENCE_FILE | typeof COMPONENTS_FILE;
  /** Section heading as written in the file, e.g. 'Fase 4 : Actiefase'. */
  readonly section: string;
  /** The sentence (Dutch, or English for the reference file) this rule encodes. */
  readonly sentence: string;
}

export interface Rule {
  readonly id: string;
  /** Plain English, for the rules reference and lessons. */
  readonly text: string;
  readonly source: RuleSource;
  /**
   * A single-source oddity of the component reference (§9.5): a printed tile, board or rulebook
   * page may contradict it. The site lists it as unconfirmed.
   */
  readonly unconfirmed?: true;
}

const F1 = 'Fase 1 : Bouwfase';
const F2 = 'Fase 2 : Groeifase';
const F3 = 'Fase 3 : Salarisfase';
const F4 = 'Fase 4 : Actiefase';
const ACT = 'Fase 4 : Actiefase / Mogelijke acties';
const END = 'Einde van een ronde';
const SCORE = 'Einde van het spel en overwinning';

const nl = (section: string, sentence: string): RuleSource => ({ file: DUTCH_FILE, section, sentence });
const ref = (section: string, sentence: string): RuleSource => ({ file: REFERENCE_FILE, section, sentence });
const comp = (section: string, sentence: string): RuleSource => ({ file: COMPONENTS_FILE, section, sentence });

const S_SHIP = '• Schip : plaats een marker op de eerste vrije plaats van een scheepstrack (je mag er ook nog één plaatsen als de track vol is)';
const S_OCCUPY = '• Bezetten : een speler plaats een marker op een vrije plaats in een stad en ontvangt de bijbehorende fiche.';
const S_OCCUPY_REQ = 'Deze actie mag enkel in open regio’s en als de speler reeds een marker heeft in de scheepstrack van deze regio.';
const S_ATTACK = '• Aanvallen : een speler spendeert twee markers, één gaat naar de voorraad, de andere naar de stad die je inneemt (de marker van de tegenstander gaat terug in zijn voorraad).';
const S_PAYMENT = '• Betaling : de speler neemt een marker van een gebouw terug in z’n haven en kan deze op een later moment terug gebruiken (maar niet op dit gebouw)';
const S_DRAW_REQ = 'Deze regio moet open zijn en de speler moet de waarde van de kaart evenaren (qua markers in the track en regio) om ze te mogen nemen.';
const S_OPEN = 'Vanaf dit moment is de regio open en kan er worden bezet, aangevallen of getrokken.';

/** All rules, in the order of the Dutch text. */
export const RULES = [
  // Setup (the Dutch text is silent)
  { id: 'setup.players', text: 'Endeavor is played by 3 to 5 players.', source: ref('§1 Components', 'Player count: 3 to 5 [SRC 3,4,9].') },
  {
    id: 'setup.start',
    text: 'Every player starts with the pre-printed building, all markers in the supply and every track at 0; the trade tokens are shuffled onto every circle and the first player is chosen at random.',
    source: ref('§1 Starting state', 'Status cubes start on 0 of every track … The first player is chosen at random and takes the crown [SRC 5].'),
  },
  {
    id: 'setup.valid-position',
    text: 'A position must be complete and consistent: every marker, token and card is in exactly one place and the tracks match what each player holds.',
    source: ref('§5 Setup and layout rules', 'The engine needs only (a) the board graph and (b) the token mix, then randomises.'),
  },
  {
    id: 'round.phase-order',
    text: 'A round has four phases in order (Build, Growth, Salary, Action); everyone finishes a phase before the next begins, and only the player whose turn it is may move.',
    source: ref('§2 Round structure', 'Phases are played in clockwise order from the start player; everyone finishes one phase before the next begins [SRC 5].'),
  },

  // Fase 1
  { id: 'build.must-build', text: 'In the Build phase every player must take one building from the stock.', source: nl(F1, 'Elke speler moet één gebouw kiezen van de stock.') },
  {
    id: 'build.level-limit',
    text: 'Your Industry level is the highest building level you may build.',
    source: nl(F1, 'Hun industrie level (baksteen) bepaalt welke gebouwen je max. mag zetten. (gelijk of lager aan je level mag je gebouwen kiezen)'),
  },
  { id: 'build.duplicates', text: 'You may build a building you already have.', source: nl(F1, 'Je mag een gebouw dubbel bouwen.') },
  { id: 'build.one-level-five', text: 'You may build only one level-5 building.', source: nl(F1, 'Je mag slechts één gebouw met waarde 5 bouwen.') },
  {
    id: 'build.icons-at-once',
    text: 'Track icons on a building move your tracks at once.',
    source: nl(F1, 'Sommige gebouwen leveren je industrie, cultuur, financiën of politiek op, zet dit onmiddellijk bij op de tracks.'),
  },
  { id: 'build.phase-end', text: 'When every player has built, the Growth phase begins.', source: nl(F1, 'Als elke speler een gebouw heeft gezet, gaan we naar de volgende fase.') },
  {
    id: 'build.lowest-level-fallback',
    text: 'If no building is left at or below your Industry level, you take one from the lowest level still in stock.',
    source: comp('§1 Buildings', 'If none is left at or below your level, take one from the lowest level still in stock.'),
  },
  {
    id: 'build.none-fits',
    text: 'A player who cannot take any building (none left in the stock that they may hold, or no free building space) builds nothing this round.',
    source: ref('§2 Round structure', 'Each player must take one building tile of level ≤ their Industry build level [SRC 5,6].'),
  },

  // Fase 2
  {
    id: 'growth.to-harbour',
    text: 'In the Growth phase each player moves markers from their supply to their harbour.',
    source: nl(F2, 'De spelers krijgen in deze fase markers van hun voorraad naar hun haven.'),
  },
  {
    id: 'growth.culture-level',
    text: 'Your Culture level sets how many markers you get (never more than your supply holds).',
    source: nl(F2, 'Hun cultuur level bepaalt hoeveel markers ze krijgen.'),
  },
  { id: 'growth.phase-end', text: 'When every player has taken their markers, the Salary phase begins.', source: nl(F2, 'Als elke speler zijn markers heeft genomen, gaan we naar de volgende fase.') },

  // Fase 3
  {
    id: 'salary.return-markers',
    text: 'In the Salary phase players take markers back from their buildings to their harbour.',
    source: nl(F3, 'In deze fase doen de spelers een aantal betalingen. (ze nemen markers van hun gebouwen terug naar hun haven)'),
  },
  { id: 'salary.finance-level', text: 'Your Finance level sets how many markers you may take back.', source: nl(F3, 'Hun financiën level bepaalt hoeveel markers ze mogen terughalen.') },
  {
    id: 'salary.choose',
    text: 'With more markers on buildings than payments allowed, you choose which markers come back.',
    source: nl(F3, 'Indien een speler meer markers op gebouwen heeft dan toegelaten betalingen, kiest hij welke markers hij terugneemt en welke blijven liggen.'),
  },
  {
    id: 'salary.take-all',
    text: 'With no more markers on buildings than payments allowed, you take them all back.',
    source: nl(F3, 'Indien een speler minder markers op gebouwen heeft dan toegelaten betalingen, neemt hij alle markers terug.'),
  },

  // Fase 4
  {
    id: 'action.turns',
    text: 'In the Action phase players take one action each in turn until everyone has passed.',
    source: nl(F4, 'De spelers spelen om beurten een actie uit, tot alle spelers hebben gepast.'),
  },
  {
    id: 'action.icons-at-once',
    text: 'Cards and tokens won during the Action phase move your tracks at once.',
    source: nl(F4, 'Gedurende de actiefase kunnen spelers kaarten en fiches winnen die industrie, cultuur, financiën of politiek geven. De speler past onmiddellijk aan op zijn track.'),
  },
  { id: 'action.no-trading', text: 'Players may never trade or give cards or tokens to each other.', source: nl(F4, 'Spelers mogen nooit kaarten of fiches ruilen of geven aan medespelers.') },
  {
    id: 'action.no-voluntary-discard',
    text: 'Players may not throw away cards or tokens on their own; cards are discarded only when passing.',
    source: nl(F4, 'Spelers mogen geen kaarten of fiches vrijwillig verwijderen (soms moeten ze wel kaarten afleggen als ze passen)'),
  },
  { id: 'action.passed-is-out', text: 'A player who has passed takes no more actions this round.', source: nl(F4, 'Indien een speler heeft gepast, mag hij geen verdere actie meer uitvoeren.') },
  { id: 'action.phase-end', text: 'When everyone has passed, the round ends.', source: nl(F4, 'Als alle spelers hebben gepast, gaan we over naar “einde van de ronde”.') },
  {
    id: 'action.activate-building',
    text: 'Activate a building by putting a harbour marker on it (it must be free) and do its action.',
    source: nl(ACT, 'activeer een gebouw door er een marker op te plaatsen (je doet dan de actie die rechtsonder op het gebouw staat)'),
  },
  {
    id: 'action.compound',
    text: 'A building with two actions does them in the order shown; you may stop after the first.',
    source: ref('§3 Actions', 'Some buildings and tokens allow a player to perform one or two actions [SRC 9].'),
  },
  {
    id: 'action.same-region',
    text: 'The Docks (Ship and Occupy, either order) and the Cartographer (Ship twice) do both their actions in one region.',
    source: comp('§1 Buildings', 'Docks: Ship and Occupy in one region, either order … Cartographer: Ship and Ship in one region'),
  },
  { id: 'action.same-deck', text: 'The Trade Office draws twice from the same deck.', source: comp('§1 Buildings', 'Trade Office: Draw and Draw from the same deck') },
  {
    id: 'occupy.docks-not-europe',
    text: 'The Docks cannot be used in Europe (unconfirmed: only one source, which calls it an assumption).',
    source: comp('§1 Buildings', 'Docks … not in Europe, an S1 assumption (§9)'),
    unconfirmed: true,
  },
  {
    id: 'action.spend-token',
    text: 'Spend a light-blue action token you hold to do one of the actions on it (Ship or Draw, Occupy or Draw, Attack, Payment).',
    source: nl(ACT, 'gebruik een lichtblauwe fiche (voer de actie uit die erop staat)'),
  },

  { id: 'ship.first-free-space', text: 'Ship: put a harbour marker on the first free space of a shipping track and take its token.', source: nl(ACT, S_SHIP) },
  { id: 'ship.full-track', text: 'Once a track is full, each player may still ship one marker there, past the last space (no token).', source: nl(ACT, S_SHIP) },
  {
    id: 'ship.no-track',
    text: 'Europe has no shipping track, so you cannot ship there.',
    source: ref('§3 Shipping and governors', 'Europe & Mediterranean has no shipping track: it is open from the start [SRC 7,8,11].'),
  },
  {
    id: 'ship.governor',
    text: 'When a shipping track fills, the player with the most markers on it gets the governor card.',
    source: nl(ACT, 'Zo gauw een scheepstrack vol is, krijgt de speler met de meeste markers de gouverneurkaart.'),
  },
  {
    id: 'ship.governor-tie',
    text: 'If players tie for most markers, the tied player with the marker closest to the deck gets the governor.',
    source: ref('§3 Shipping and governors', 'Ties go to the tied player whose marker is closest to the deck of cards [SRC 5].'),
  },
  {
    id: 'ship.governor-space',
    text: 'The governor card goes on a free card space of the player board (or the extra governor space).',
    source: nl(ACT, 'Hij legt deze op een vrije plaats op z’n speelbord (evt. extra gouverneursplaats)'),
  },
  { id: 'ship.region-opens', text: 'From then on the region is open: you may occupy, attack and draw there.', source: nl(ACT, S_OPEN) },

  { id: 'occupy.free-city', text: 'Occupy: put a harbour marker on a free city and take its token.', source: nl(ACT, S_OCCUPY) },
  { id: 'occupy.open-region', text: 'You may occupy only in an open region.', source: nl(ACT, S_OCCUPY_REQ) },
  { id: 'occupy.ship-presence', text: 'You may occupy only where you already have a marker on the region’s shipping track.', source: nl(ACT, S_OCCUPY_REQ) },
  {
    id: 'occupy.europe',
    text: 'Europe has no shipping track: anyone may occupy and attack there without presence.',
    source: comp('§5.3 Presence and actions on the map', 'In Europe, Occupy and Attack need no presence.'),
  },
  {
    id: 'occupy.connection',
    text: 'When you hold both cities of a connection, you also take the connection’s token.',
    source: nl(ACT, 'Indien een speler twee steden naast elkaar bezit, ontvangt hij ook het fiche van de verbinding.'),
  },

  { id: 'attack.cost', text: 'Attack: spend two harbour markers, one to your supply and one onto the city you take; the defender’s marker returns to their supply.', source: nl(ACT, S_ATTACK) },
  { id: 'attack.opponent-city', text: 'You may attack only a city held by another player.', source: nl(ACT, S_ATTACK) },
  {
    id: 'attack.breaks-connection',
    text: 'Taking an end of a connection by Attack breaks the defender’s connection (it no longer scores); its token stays with whoever took it. An Attack that completes a connection gives it to the attacker.',
    source: comp('§5.2 The 26 connections', 'If an opponent takes one end by Attack, the connection becomes uncontrolled; its token stays with whoever took it.'),
  },
  { id: 'attack.open-region', text: 'You may attack only in an open region.', source: nl(ACT, S_OPEN) },
  {
    id: 'attack.ship-presence',
    text: 'You may attack only where you already have a marker on the region’s shipping track.',
    source: nl(ACT, 'Ook voor deze actie moet een speler reeds een marker in de scheepstrack hebben.'),
  },

  { id: 'payment.return-marker', text: 'Payment: take a marker from one of your buildings back to your harbour.', source: nl(ACT, S_PAYMENT) },
  {
    id: 'payment.not-level-five',
    text: 'A Payment never frees the marker of a level-5 building (unconfirmed: only one source, by its own reasoning).',
    source: comp('§1 Building rules', 'A Payment (building or token) frees one marker from one of your activated buildings, never from a level-5 tile.'),
    unconfirmed: true,
  },
  {
    id: 'payment.not-this-building',
    text: 'A Payment may take back the marker of any of your buildings except the one making the Payment (another Payment building included).',
    source: nl(ACT, S_PAYMENT),
  },

  { id: 'draw.top-card', text: 'Draw: take the top card of a deck.', source: nl(ACT, '• Trekken : de speler neemt de bovenste kaart van een deck.') },
  { id: 'draw.region-open', text: 'You may draw only from the deck of an open region.', source: nl(ACT, S_DRAW_REQ) },
  { id: 'draw.requirement', text: 'Your markers in the region (shipping track and cities) must be at least the card’s value.', source: nl(ACT, S_DRAW_REQ) },
  {
    id: 'draw.slavery-europe',
    text: 'The Slavery deck lies in Europe: your Europe presence (cities held there) must reach the card’s level.',
    source: comp('§3.1 Decks', 'In Europe beside the EU deck; gated by Europe presence (Europe cities held), not Africa'),
  },
  {
    id: 'draw.no-limit-until-pass',
    text: 'You may hold any number of cards until you pass.',
    source: nl(ACT, 'De spelers mogen zoveel handkaarten nemen als ze willen tot ze passen en eventueel kaarten moeten afleggen.'),
  },
  {
    id: 'draw.abolition',
    text: 'When the Abolition of Slavery card is taken, every player sets their slavery cards aside as minus points.',
    source: nl(ACT, 'Indien de “abolition of slavery”-kaart wordt genomen, moeten alle spelers hun slavenkaarten opzij leggen tot het einde van het spel (minpunten)'),
  },
  {
    id: 'draw.slavery-closed',
    text: 'After Abolition no more slavery cards may be drawn.',
    source: comp('§3.4 Abolition and Slavery', 'The rest of the SL deck leaves the game.'),
  },

  {
    id: 'pass.discard-excess',
    text: 'Pass: you stop for the round and discard cards beyond your Politics limit.',
    source: nl(ACT, '• Pas / afleggen : de spelers passen en leggen een teveel aan handkaarten af (afhankelijk politiek level).'),
  },
  {
    id: 'pass.governor-free',
    text: 'One governor card does not count toward the limit, so discarding it never brings you under the limit.',
    source: nl(ACT, 'De gratis gouverneurkaart wordt niet meegeteld.'),
  },
  {
    id: 'pass.choose-discard',
    text: 'You choose the cards you discard, one at a time; your tracks drop at once, which may force more discards.',
    source: nl(ACT, 'De speler kiest welke kaarten hij aflegt en past de tracks onmiddellijk aan (evt. nog kaarten afleggen).'),
  },
  {
    id: 'pass.slavery-slot',
    text: 'While your Politics level is below 5, one Slavery card may sit in the fifth card space beyond your limit (unconfirmed: only one source).',
    source: comp('§6.2 Card slots and limits', 'While Politics level is below 5, one Slavery card may sit in the 5th space beyond the limit'),
    unconfirmed: true,
  },
  { id: 'pass.discard-to-deck', text: 'Discarded cards go back into their deck in value order.', source: nl(ACT, 'De afgelegde kaarten gaan terug naar de stapels (op volgorde).') },
  { id: 'pass.slavery-aside', text: 'Discarded slavery cards are set aside as minus points.', source: nl(ACT, 'Slavenkaarten worden opzij gelegd en tellen als minpunten.') },
  { id: 'pass.governor-out', text: 'Discarded governor cards leave the game.', source: nl(ACT, 'Gouverneurskaarten gaan uit het spel als ze worden afgelegd.') },

  {
    id: 'round.check-tracks',
    text: 'At the end of a round every track shows exactly what its player holds.',
    source: nl(END, 'De spelers hebben nu even een moment om hun tracks even na te kijken en aan te passen.'),
  },
  { id: 'round.first-player', text: 'The first-player marker passes clockwise.', source: nl(END, 'De eerste - speler - marker wordt doorgegeven met de richting van de klok.') },
  { id: 'round.seven-rounds', text: 'The game ends after seven rounds.', source: nl(END, 'Na zeven ronden is het spel afgelopen. (alle gebouwplaatsen zijn dan vol)') },

  { id: 'score.cities', text: 'Each city you control scores 1 (some score 2).', source: nl(SCORE, 'Per stad die een speler controleert = 1 punt (sommige steden hebben 2 punten).') },
  { id: 'score.connections', text: 'Each connection whose two cities you control scores 1.', source: nl(SCORE, 'Per connectie die een speler controleert = 1 punt.') },
  {
    id: 'score.tracks',
    text: 'Each track scores the highest logo at or below your cube; add the four tracks.',
    source: nl(SCORE, 'Punten voor je tracks, zet je blokje terug tot op een logo (of blijf staan, als je al op een logo staat). Tel de punten van de vier tracks op.'),
  },
  { id: 'score.cards', text: 'Cards you still hold score their printed glory.', source: nl(SCORE, 'Sommige kaarten leveren je punten op.') },
  { id: 'score.university', text: 'A University scores 3.', source: nl(SCORE, 'Spelers die een universiteit bouwden = 3 punten.') },
  { id: 'score.harbour', text: 'Every three markers in your harbour score 1.', source: nl(SCORE, 'Extra bevolking, voor elke drie markers in de haven = 1 punt.') },
  { id: 'score.slavery', text: 'Every slavery card set aside costs 1.', source: nl(SCORE, 'Minpunten voor slaven, elke afgelegde slavenkaart levert 1 strafpunt op.') },
  {
    id: 'score.free-governor-space',
    text: 'A player whose free governor space is uncovered (no governor card held) scores 3 (unconfirmed: only one source).',
    source: comp('§8 Final score', 'Free governor space uncovered: +3 (S1 also gives it to a player with no governor)'),
    unconfirmed: true,
  },
  { id: 'score.winner', text: 'Most points wins; a tie shares the win.', source: nl(SCORE, 'De speler met de meeste punten, wint het spel. Bij gelijke stand wordt de winst gedeeld.') },
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]['id'];

const BY_ID: ReadonlyMap<string, Rule> = /* @__PURE__ */ new Map(RULES.map((r) => [r.id, r]));

/** The rule with this id (every RuleId is present). */
export function rule(id: RuleId): Rule {
  return BY_ID.get(id) as Rule;
}

/** The rules in the contract's registry shape, in the order of the Dutch text. */
// Pure: a page that never reads the registry drops it.
export const RULE_REGISTRY = /* @__PURE__ */ ruleRegistry<RuleId, RuleSource>(RULES);
