/**
 * Scenario notation: the versioned, URL-safe form of a position, a replay and what to show, for
 * links and files. Parse/make pairs; decoding never throws and goes through the engine.
 *
 *   const code = encodeLink({ game: 'puerto-rico', scenario: { kind: 'position', state }, view: NO_VIEW });
 *   const r = decodeLink(location.hash);   // Result<Decoded, NotationError>
 *   if (r.ok) show(r.value.state); else explain(r.error.code);
 */
export { encodeLink, decodeLink, decodeAnyLink, decodeEndeavorLink, MAX_CODE_LENGTH } from './link';
export { makeJson, parseJson, parseAnyJson } from './json';
export { scenarioPath, reviewPath, scenarioUrl, codeFromHash, pageOfOtherGame } from './url';
export type { ScenarioPage } from './url';
export { NOTATION_VERSION, GAME_IDS, NO_VIEW, ID_PATTERN, NAME_MAX, isSeatName, cleanSeatName } from './envelope';
export type { Envelope, PuertoRicoEnvelope, PuertoRicoScenario, EndeavorEnvelope, EndeavorScenario, View, PuzzleView, ChallengeResult, Decoded, EndeavorDecoded, AnyDecoded, GameId } from './envelope';
export type { NotationError, NotationErrorCode } from './errors';
export { positionLink, replayLink } from './make';
export { endeavorPositionLink, endeavorReplayLink } from './endeavor/link';
