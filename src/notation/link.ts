/**
 * Link codes of either game: the frame (src/notation/frame.ts) with each game's body
 * (src/notation/puerto-rico/link.ts, src/notation/endeavor/link.ts). A page that reads links of
 * one game imports that game's module instead, so it does not load the other game's rules.
 */
import type { Result } from '../engine/result';
import { decodeEndeavorLink, encodeEndeavorLink, readEndeavor } from './endeavor/link';
import type { AnyDecoded, Envelope } from './envelope';
import type { NotationError } from './errors';
import { decodeFrame } from './frame';
import { decodeLink, encodePuertoRicoLink, readPuertoRico } from './puerto-rico/link';

export { MAX_CODE_LENGTH } from './frame';
export { decodeLink, decodeEndeavorLink };

/** The link code of a scenario (no '#'). The envelope must hold a state the engine produced. */
export function encodeLink(env: Envelope): string {
  return env.game === 'endeavor' ? encodeEndeavorLink(env) : encodePuertoRicoLink(env);
}

/** The scenario in a link code of any game (with or without its leading '#'). Never throws. */
export function decodeAnyLink(input: string): Result<AnyDecoded, NotationError> {
  return decodeFrame<AnyDecoded>(input, { 'puerto-rico': readPuertoRico, endeavor: readEndeavor });
}
