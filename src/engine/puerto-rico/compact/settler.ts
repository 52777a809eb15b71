/** The Settler phase in compact form (../settler.ts). */
import type { CompactGame } from './state';
import { B, NONE, drawPlantation, islandPush, listPush, listRemove, playerAt, seatsFrom, takeFreeColonist, tilesWritten, works } from './board';
import { FOREST, QUARRY } from './ids';
import { G, P } from './layout';
import { HACIENDA_CODE, type MoveList, PASS_CODE, forestCode, plantCode } from './move-list';
import { T } from './moves';

export function settlerStart(g: CompactGame): void {
  const a = g.a;
  seatsFrom(a, G.queue, a[G.chooser]!);
  // Seed 001, Könyvtár: after everyone, the Settler with a Library takes one more.
  if (works(a, playerAt(a[G.chooser]!), B.library)) listPush(a, G.queue, a[G.chooser]!);
}

export function settlerBeginTurn(g: CompactGame, seat: number): void {
  const a = g.a;
  a[G.haciendaUsed] = 0;
  a[G.drawn] = NONE;
  a[G.extraPick] = seat === a[G.chooser] && a[G.queue] === 1 && a[G.players]! > 1 ? 1 : 0;
}

export function settlerMoves(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  const o = playerAt(seat);
  const drawn = a[G.drawn]!;
  if (drawn !== NONE) {
    out.push(plantCode(drawn, 0));
    if (a[G.forests]! > 0) out.push(forestCode(drawn, 0));
    return;
  }
  if (a[o + P.islandLength]! >= 12) return;
  const extra = a[G.extraPick] === 1;
  if (!extra && a[G.haciendaUsed] === 0 && works(a, o, B.hacienda) && a[G.stack]! + a[G.discards]! > 0) out.push(HACIENDA_CODE);
  const start = out.n;
  for (let i = 1; i <= a[G.faceUp]!; i++) {
    const m = plantCode(a[G.faceUp + i]!, 0);
    if (!out.has(m, start)) out.push(m);
  }
  const plants = out.n;
  if (a[G.quarries]! > 0 && (works(a, o, B.constructionHut) || (seat === a[G.chooser] && !extra))) out.push(plantCode(QUARRY, 0));
  if (a[G.forests]! > 0 && works(a, o, B.forestHouse)) {
    for (let i = start; i < plants; i++) out.push(forestCode((out.codes[i]! >> 5) & 7, 0));
  }
  // Seed 000 Menhely: the Hospice colonist is a "may": every pick also comes without it.
  if (!extra && works(a, o, B.hospice) && a[G.colonists]! + a[G.colonistShip]! > 0) {
    const end = out.n;
    for (let i = start; i < end; i++) out.push(out.codes[i]! | (1 << 8));
  }
  if (out.n > 0) out.push(PASS_CODE);
}

function placeTaken(g: CompactGame, seat: number, tile: number, decline: boolean): void {
  const a = g.a;
  const o = playerAt(seat);
  const hospice = !decline && a[G.extraPick] === 0 && works(a, o, B.hospice);
  let colonists = 0;
  if (hospice && takeFreeColonist(a)) {
    // Seed 001, Erdészház + Menhely: a forest's colonist goes to San Juan.
    if (tile === FOREST) a[o + P.sanJuan] = a[o + P.sanJuan]! + 1;
    else colonists = 1;
  }
  islandPush(a, o, tile, colonists);
}

export function settlerApply(g: CompactGame, seat: number, code: number): boolean {
  const a = g.a;
  const o = playerAt(seat);
  const type = code & 31;
  const drawn = a[G.drawn]!;
  if (drawn !== NONE) {
    a[G.drawn] = NONE;
    if (type === T.forest) {
      tilesWritten(a);
      listPush(a, G.removed, drawn);
      a[G.forests] = a[G.forests]! - 1;
      islandPush(a, o, FOREST, 0);
    } else islandPush(a, o, drawn, 0);
    return false;
  }
  const tile = (code >> 5) & 7;
  const decline = ((code >> 8) & 1) === 1;
  switch (type) {
    case T.hacienda: {
      a[G.haciendaUsed] = 1;
      const t = drawPlantation(a);
      if (t === NONE) return false;
      if (works(a, o, B.forestHouse) && a[G.forests]! > 0) a[G.drawn] = t;
      else islandPush(a, o, t, 0);
      return false;
    }
    case T.plant:
      if (tile === QUARRY) a[G.quarries] = a[G.quarries]! - 1;
      else {
        tilesWritten(a);
        listRemove(a, G.faceUp, tile);
      }
      placeTaken(g, seat, tile, decline);
      return true;
    case T.forest:
      tilesWritten(a);
      listRemove(a, G.faceUp, tile);
      listPush(a, G.removed, tile);
      a[G.forests] = a[G.forests]! - 1;
      placeTaken(g, seat, FOREST, decline);
      return true;
    default:
      return true;
  }
}

export function settlerEnd(g: CompactGame): void {
  const a = g.a;
  // Seed 000: unchosen face-up tiles are discarded and players + 1 new ones drawn.
  tilesWritten(a);
  for (let i = 1; i <= a[G.faceUp]!; i++) listPush(a, G.discards, a[G.faceUp + i]!);
  a[G.faceUp] = 0;
  const n = a[G.players]! + 1;
  for (let i = 0; i < n; i++) {
    const t = drawPlantation(a);
    if (t === NONE) break;
    listPush(a, G.faceUp, t);
  }
}
