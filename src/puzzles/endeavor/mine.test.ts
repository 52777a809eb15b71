import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../bots/endeavor/heuristic';
import { applyMove, type GameState, type Move, legalMoves, newGame, SHIPPING_REGIONS } from '../../engine/endeavor';
import { endeavorPuzzleSchema } from '../../content/schemas';
import { themesOf } from '../themes';
import { endeavorCandidates, endeavorPositionOf, endeavorTagsFor, mineEndeavorPosition } from './mine';
import { readEndeavorPosition } from './position';

const load = (f: string) => endeavorPuzzleSchema.parse(parse(readFileSync(`puzzles/${f}`, 'utf8')));
const stateOf = (position: Record<string, unknown>): GameState => {
  const r = readEndeavorPosition(position).result;
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' '));
  return r.value;
};

/** Every 7th position of a heuristic-bot game. */
function sampled(seed: string): GameState[] {
  let s = newGame({ players: 3 }, seed);
  const out: GameState[] = [];
  for (let ply = 0; s.toAct !== null && s.phase !== 'gameOver'; ply++) {
    if (ply % 7 === 0) out.push(s);
    const r = applyMove(s, heuristicBot(`${seed}-${ply}`)(s, legalMoves(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return out;
}

describe('a game state as a mined puzzle position', () => {
  it('reads back through the engine gate with the same holdings, markers, turn and phase', () => {
    const states = sampled('mine-test');
    expect(states.length).toBeGreaterThan(5);
    for (const s of states) {
      const back = stateOf(endeavorPositionOf(s, ['Anna', 'Bea', 'Csaba'], 'mine-test'));
      expect([back.round, back.phase, back.toAct, back.firstPlayer, back.abolished]).toEqual([s.round, s.phase, s.toAct, s.firstPlayer, s.abolished]);
      if (s.phase === 'action') expect(back.passed).toEqual(s.passed);
      if (s.phase === 'build') expect(back.step).toBe(s.step);
      back.players.forEach((p, i) => {
        const q = s.players[i]!;
        expect({ ...p }).toEqual({ ...q });
      });
      for (const r of SHIPPING_REGIONS) expect(back.board.shipTracks[r].spaces.map((sp) => sp.owner)).toEqual(s.board.shipTracks[r].spaces.map((sp) => sp.owner));
      for (const [id, c] of Object.entries(s.board.cities)) expect(back.board.cities[id]!.owner).toBe(c.owner);
    }
  });
  it('keeps a discard pending', () => {
    const s = stateOf(load('endeavor-28-which-card-to-drop.yaml').position);
    expect(s.discarding).toBe(true);
    const back = stateOf(endeavorPositionOf(s, ['You', 'Bea', 'Carl'], '0'));
    expect([back.discarding, back.toAct, back.passed]).toEqual([true, s.toAct, s.passed]);
    expect(back.players).toEqual(s.players);
  });
});

describe('the Endeavor mining filter', () => {
  const bank = load('endeavor-31-bank-for-the-salary.yaml');
  const start = stateOf(bank.position);
  const answer = bank.answer[0] as Move;
  const shipyard: Move = { type: 'build', building: 'shipyard' };

  it('keeps a Build-phase choice the natural move gets wrong, with the best line and the margin', () => {
    const r = mineEndeavorPosition(start, bank.goal, shipyard, 20_000);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.line[0]).toEqual(answer);
    expect(r.value.best).toBe(10);
    expect(r.value.natural).toBe(9);
    expect(r.value.before[0]).toBe(start);
    expect(endeavorTagsFor(start, bank.goal, r.value)).toEqual(expect.arrayContaining(['build', 'track', 'ship', 'occupy', 'governor']));
  });
  it('drops it when the natural move is the best one, or when the search is over its limit', () => {
    expect(mineEndeavorPosition(start, bank.goal, answer, 20_000)).toEqual({ ok: false, reason: 'natural-is-best' });
    expect(mineEndeavorPosition(start, bank.goal, shipyard, 10)).toEqual({ ok: false, reason: 'too-large' });
  });
  it('asks the Action phase, then the phase with the others passing, then the one action; a Build choice over the round; the card to drop at a discard', () => {
    const action = stateOf({ ...load('endeavor-06-attack.yaml').position });
    expect(endeavorCandidates(action).map((g) => `${g.until}/${g.others ?? 'worst'}`)).toEqual(['phase/worst', 'phase/pass', 'action/worst']);
    expect(endeavorCandidates(start)).toEqual([{ kind: 'glory', player: 0, until: 'round', others: 'pass' }]);
    expect(endeavorCandidates({ ...action, discarding: true })).toEqual([{ kind: 'glory', player: 0, until: 'action' }]);
  });
  it('asks for the race when a governor card is two spaces or less from being won', () => {
    const tie = stateOf(load('endeavor-01-governor-tie.yaml').position);
    const races = endeavorCandidates(tie).filter((g) => g.kind === 'governor');
    expect(races.length).toBeGreaterThan(0);
    for (const g of races) {
      if (g.kind !== 'governor') continue;
      const t = tie.board.shipTracks[g.region];
      expect(t.spaces.filter((sp) => sp.owner === null).length).toBeGreaterThan(0);
      expect(t.spaces.filter((sp) => sp.owner === null).length).toBeLessThanOrEqual(2);
    }
  });
  it('tags an attack that takes a connection', () => {
    const p = load('endeavor-06-attack.yaml');
    const s = stateOf(p.position);
    const r = applyMove(s, p.answer[0]);
    if (!r.ok) throw new Error(r.error.message);
    expect(endeavorTagsFor(s, p.goal, { line: p.answer as Move[], end: r.value })).toEqual(expect.arrayContaining(['attack', 'connections']));
  });
  it('gives the themes the issue names: the building for the tracks, connections, card limit, governor races', () => {
    expect(themesOf('endeavor', ['build', 'track', 'occupy', 'connections'])).toEqual(['occupy', 'connections', 'tracks']);
    expect(themesOf('endeavor', ['card limit', 'discard'])).toEqual(['card-limit']);
    expect(themesOf('endeavor', ['governor', 'race', 'ship', 'abolition'])).toEqual(['ship', 'governor', 'abolition']);
  });
});
