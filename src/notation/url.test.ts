import { describe, expect, it } from 'vitest';
import { newGame as newEndeavorGame } from '../engine/endeavor';
import { decodeEndeavorLink, decodeLink, endeavorPositionLink, pageOfOtherGame, positionLink } from './index';
import { newGame as newPuertoRicoGame } from '../engine/puerto-rico';

describe('a link of the other game is sent to its own page', () => {
  it('an Endeavor link read as Puerto Rico opens on the Endeavor table', () => {
    const code = endeavorPositionLink(newEndeavorGame({ players: 3 }, 7));
    const r = decodeLink(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(pageOfOtherGame(r.error)).toBe('play/endeavor');
  });
  it('a Puerto Rico link read as Endeavor opens on the position page', () => {
    const code = positionLink(newPuertoRicoGame({ players: 3 }, 7));
    const r = decodeEndeavorLink(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(pageOfOtherGame(r.error)).toBe('position');
  });
  it('any other refusal has no page to go to', () => {
    const r = decodeLink('AAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(pageOfOtherGame(r.error)).toBeNull();
    expect(pageOfOtherGame({ code: 'notation/unknown-game', game: 'chess' })).toBeNull();
  });
});
