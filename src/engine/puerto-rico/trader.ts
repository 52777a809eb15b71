import { PASS, SELL_MOVE, TRADING_POST_MOVE } from './moves';
/** The Trader phase (seed 000, "A kereskedő", Kis piac, Nagy piac, Hivatal; seed 001 Kereskedelmi állomás). */
import { note } from '../rule-notes';
import { moveError } from './errors';
import type { PhaseHandler } from './phase';
import type { GameState } from './state';
import { works } from './state';
import { PRICE, TRADING_HOUSE_SPACES } from './options';
import { payFromBank, seatsFrom } from './supply';
import type { Good } from './vocabulary';
import { GOODS } from './vocabulary';

/** The Trader's privilege: 1 doubloon, 2 with a working Library (seed 001). */
function privilege(s: GameState, seat: number): number {
  if (seat !== s.chooser) return 0;
  return works(s.players[seat]!, 'library') ? 2 : 1;
}

/** What `seat` earns selling `g` in the trading house. */
export function salePrice(s: GameState, seat: number, g: Good): number {
  const p = s.players[seat]!;
  return PRICE[g] + privilege(s, seat) + (works(p, 'smallMarket') ? 1 : 0) + (works(p, 'largeMarket') ? 2 : 0);
}

/** The Trader phase: one sale each from the Trader while the trading house has room. */
export const trader: PhaseHandler = {
  start(s) {
    s.queue = seatsFrom(s, s.chooser);
  },

  moves(s, seat, out) {
    const p = s.players[seat]!;
    if (s.tradingHouse.length < TRADING_HOUSE_SPACES) {
      const office = works(p, 'office');
      for (const g of GOODS) if (p.goods[g] > 0 && (office || !s.tradingHouse.includes(g))) out.push(SELL_MOVE[g]);
    }
    if (works(p, 'tradingPost')) for (const g of GOODS) if (p.goods[g] > 0) out.push(TRADING_POST_MOVE[g]);
    if (out.length > 0) out.push(PASS);
  },

  apply(s, seat, m) {
    const p = s.players[seat]!;
    if (m.type === 'sell') {
      note('trader.one-sale');
      note('trader.prices');
      p.goods[m.good]--;
      s.tradingHouse.push(m.good);
      payFromBank(s, p, salePrice(s, seat, m.good));
    } else if (m.type === 'trading-post') {
      // Seed 001: the good goes to the supply; price plus privilege only, no market bonus.
      note('trader.trading-post');
      p.goods[m.good]--;
      s.goods[m.good]++;
      payFromBank(s, p, PRICE[m.good] + privilege(s, seat));
    }
    return true;
  },

  end(s) {
    // Emptied only when full (seed 000).
    note('trader.empty-when-full');
    if (s.tradingHouse.length >= TRADING_HOUSE_SPACES) {
      for (const g of s.tradingHouse) s.goods[g]++;
      s.tradingHouse = [];
    }
  },

  diagnose(s, seat, m) {
    if (m.type !== 'sell' && m.type !== 'trading-post') return null;
    const p = s.players[seat]!;
    if (p.goods[m.good] <= 0) return moveError('trader/no-good', 'trader.have-good', `You have no ${m.good} to sell.`);
    if (m.type === 'trading-post') return moveError('trader/no-trading-post', 'trader.trading-post', 'You need a working Trading Post.');
    if (s.tradingHouse.length >= TRADING_HOUSE_SPACES) return moveError('trader/house-full', 'trader.house-full', 'The trading house is full.');
    return moveError('trader/kind-in-house', 'trader.one-of-each', `The trading house already has ${m.good}; only a working Office lets you sell the same kind.`);
  },
};
