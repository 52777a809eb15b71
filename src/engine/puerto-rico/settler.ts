import { FOREST_MOVE, FOREST_MOVE_NO_COLONIST, HACIENDA, PASS, PLANT_MOVE, PLANT_MOVE_NO_COLONIST } from './moves';
/** The Settler phase (seed 000, "Az ültetvényes"; Hacienda, Construction Hut, Hospice; seed 001 Forest House, Library). */
import { note } from '../rule-notes';
import { moveError } from './errors';
import type { MoveError } from './errors';
import type { Move } from './moves';
import { ISLAND_SPACES } from './options';
import type { PhaseHandler } from './phase';
import type { GameState } from './state';
import { works } from './state';
import { drawPlantation, seatsFrom, takeFreeColonist } from './supply';
import type { Plantation } from './vocabulary';

function libraryWorks(s: GameState, seat: number): boolean {
  const p = s.players[seat];
  return p !== undefined && works(p, 'library');
}

/** Whether this seat may take a quarry now: the Settler's privilege on his first pick, or a Construction Hut. */
function mayTakeQuarry(s: GameState, seat: number): boolean {
  const p = s.players[seat]!;
  if (s.quarries <= 0) return false;
  if (works(p, 'constructionHut')) return true;
  return seat === s.chooser && !s.turn.extraPick;
}

/** Whether a pick of `seat` now comes with a Hospice colonist (not on the Library's extra pick; one must be left). */
function hospiceOffers(s: GameState, seat: number): boolean {
  return !s.turn.extraPick && works(s.players[seat]!, 'hospice') && s.colonists + s.colonistShip > 0;
}

/**
 * Puts a tile on the island; a Hospice adds a colonist unless this is the Library's extra pick or
 * the player declines it (`decline`).
 */
function placeTaken(s: GameState, seat: number, tile: Plantation | 'quarry' | 'forest', decline: boolean): void {
  const p = s.players[seat]!;
  const hospice = !decline && !s.turn.extraPick && works(p, 'hospice');
  let colonists = 0;
  if (decline) note('settler.hospice-decline');
  if (hospice && takeFreeColonist(s)) {
    note('settler.hospice');
    // Seed 001, Erdészház + Menhely: a forest's colonist goes to San Juan.
    if (tile === 'forest') p.sanJuan++;
    else colonists = 1;
  }
  p.island.push({ tile, colonists });
}

function removeFaceUp(s: GameState, tile: Plantation): void {
  const i = s.faceUp.indexOf(tile);
  if (i >= 0) s.faceUp.splice(i, 1);
}

/** The Settler phase: one pick each from the Settler (two for a Settler with a Library). */
export const settler: PhaseHandler = {
  start(s) {
    s.queue = seatsFrom(s, s.chooser);
    // Seed 001, Könyvtár: after everyone, the Settler with a Library takes one more.
    if (libraryWorks(s, s.chooser)) s.queue.push(s.chooser);
  },

  beginTurn(s, seat) {
    s.turn.haciendaUsed = false;
    s.turn.drawn = null;
    // Only the Library's extra pick puts the Settler alone at the end of the queue.
    s.turn.extraPick = seat === s.chooser && s.queue.length === 1 && s.players.length > 1;
    if (s.turn.extraPick) note('settler.library-second-pick');
    // A full island has no move, so the turn is skipped: say which rule skipped it.
    if (s.players[seat]!.island.length >= ISLAND_SPACES) note('settler.full-island');
  },

  moves(s, seat, out) {
    const p = s.players[seat]!;
    const t = s.turn;
    if (t.drawn !== null) {
      out.push(PLANT_MOVE[t.drawn]);
      if (s.forests > 0) out.push(FOREST_MOVE[t.drawn]);
      return;
    }
    if (p.island.length >= ISLAND_SPACES) return;
    if (!t.extraPick && !t.haciendaUsed && works(p, 'hacienda') && s.stack.length + s.discards.length > 0) out.push(HACIENDA);
    // One move per kind on offer (identical tiles are the same choice).
    const start = out.length;
    for (const k of s.faceUp) {
      const m = PLANT_MOVE[k];
      if (out.indexOf(m, start) < 0) out.push(m);
    }
    const plants = out.length;
    if (mayTakeQuarry(s, seat)) out.push(PLANT_MOVE.quarry);
    if (s.forests > 0 && works(p, 'forestHouse')) {
      for (let i = start; i < plants; i++) {
        const m = out[i]!;
        if (m.type === 'plant' && m.tile !== 'quarry') out.push(FOREST_MOVE[m.tile]);
      }
    }
    // Seed 000 Menhely: the Hospice colonist is a "may": every pick also comes without it.
    if (hospiceOffers(s, seat)) {
      const end = out.length;
      for (let i = start; i < end; i++) {
        const m = out[i]!;
        if (m.type === 'plant') out.push(PLANT_MOVE_NO_COLONIST[m.tile]);
        else if (m.type === 'forest') out.push(FOREST_MOVE_NO_COLONIST[m.tile]);
      }
    }
    if (out.length > 0) out.push(PASS);
  },

  apply(s, seat, m) {
    const p = s.players[seat]!;
    const t = s.turn;
    if (t.drawn !== null) {
      const drawn = t.drawn;
      t.drawn = null;
      note('settler.hacienda');
      if (m.type === 'forest') {
        note('settler.forest');
        s.removed.push(drawn);
        s.forests--;
        p.island.push({ tile: 'forest', colonists: 0 });
      } else {
        p.island.push({ tile: drawn, colonists: 0 });
      }
      return false;
    }
    switch (m.type) {
      case 'hacienda': {
        note('settler.hacienda');
        t.haciendaUsed = true;
        const tile = drawPlantation(s);
        if (tile === null) return false;
        // Seed 001: with a Forest House the drawn tile may be looked at and taken as a forest.
        if (works(p, 'forestHouse') && s.forests > 0) t.drawn = tile;
        else p.island.push({ tile, colonists: 0 }); // No Hospice colonist on a Hacienda tile (reference §3.7).
        return false;
      }
      case 'plant':
        if (m.tile === 'quarry') {
          note(seat === s.chooser ? 'settler.quarry-privilege' : 'settler.construction-hut');
          s.quarries--;
        } else {
          note('settler.take-face-up');
          removeFaceUp(s, m.tile);
        }
        placeTaken(s, seat, m.tile, m.noColonist === true);
        return true;
      case 'forest':
        note('settler.forest');
        removeFaceUp(s, m.tile);
        s.removed.push(m.tile);
        s.forests--;
        placeTaken(s, seat, 'forest', m.noColonist === true);
        return true;
      default:
        return true;
    }
  },

  end(s) {
    // Seed 000: unchosen face-up tiles are discarded and players+1 new ones drawn.
    note('settler.redraw');
    for (const t of s.faceUp) s.discards.push(t);
    s.faceUp = [];
    const n = s.players.length + 1;
    for (let i = 0; i < n; i++) {
      const t = drawPlantation(s);
      if (t === null) break;
      s.faceUp.push(t);
    }
  },

  diagnose(s, seat, m) {
    return diagnoseSettler(s, seat, m);
  },
};

function diagnoseSettler(s: GameState, seat: number, m: Move): MoveError | null {
  const p = s.players[seat]!;
  if (m.type !== 'plant' && m.type !== 'forest' && m.type !== 'hacienda' && m.type !== 'pass') return null;
  if (s.turn.drawn !== null) return moveError('settler/place-drawn', 'settler.hacienda', 'First place the tile you drew with your Hacienda.');
  if (p.island.length >= ISLAND_SPACES) return moveError('settler/island-full', 'settler.full-island', 'Your island already has 12 tiles.');
  if (m.type === 'hacienda') {
    if (!works(p, 'hacienda')) return moveError('settler/no-hacienda', 'settler.hacienda', 'You need a working Hacienda to draw an extra plantation.');
    return moveError('settler/hacienda-used', 'settler.hacienda', 'The Hacienda draws one tile, before your face-up pick.');
  }
  if (m.type === 'plant' && m.tile === 'quarry') {
    if (s.quarries <= 0) return moveError('settler/no-quarry-left', 'settler.no-quarry-left', 'There are no quarries left.');
    if (seat === s.chooser && s.turn.extraPick)
      return moveError('settler/library-no-quarry', 'settler.library-second-pick', 'Your Library pick cannot be a quarry without a working Construction Hut.');
    return moveError('settler/quarry-privilege', 'settler.quarry-privilege', 'Only the Settler, or a player with a working Construction Hut, may take a quarry.');
  }
  if (m.type === 'forest' && !works(p, 'forestHouse')) return moveError('settler/no-forest-house', 'settler.forest', 'You need a working Forest House to take a forest.');
  if (m.type === 'forest' && s.forests <= 0) return moveError('settler/no-forest-left', 'settler.forest', 'There are no forests left.');
  if ((m.type === 'plant' || m.type === 'forest') && !s.faceUp.includes(m.tile as Plantation))
    return moveError('settler/not-face-up', 'settler.tile-not-offered', `There is no face-up ${m.tile} plantation.`);
  if ((m.type === 'plant' || m.type === 'forest') && m.noColonist === true && !hospiceOffers(s, seat))
    return moveError('settler/no-hospice-colonist', 'settler.hospice-decline', 'No Hospice colonist comes with this tile, so there is none to decline.');
  return null;
}
