/**
 * Types for the parts of glicko2 1.2.2 (CommonJS, no types of its own) that src/puzzles/rating.ts
 * uses. Nothing else imports the library.
 */
declare module 'glicko2' {
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface Glicko2Settings {
    /** The system constant: how much the volatility may change (0.3 to 1.2). */
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  /** A match: [player, opponent, score of the player: 1 win, 0.5 draw, 0 loss]. */
  export type Glicko2Match = [Glicko2Player, Glicko2Player, number];
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    updateRatings(matches: Glicko2Match[]): void;
  }
}
