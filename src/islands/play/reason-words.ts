/**
 * The bots' reasons (engine bots/explain.ts: keys with values) in the reader's language. The
 * move's own label comes from the board's words (moveLabel), names and roles from the page, so a
 * reason reads the same in the log as the move does on the board.
 */
import type { Lang } from '../../content/schemas';
import type { Explanation, GainPart, GoodCount, OptionReason, OthersGain } from '../../bots/puerto-rico/explain';
import type { Move } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import type { GainWordKey, reasonText as ReasonTextTable, ReasonKey } from '../../i18n/strings/bot-reasons';
import { buildingWords, GOOD_NAMES, ROLE_NAMES } from '../puerto-rico/board/names';
import { moveLabel } from '../puerto-rico/board/text';
import { wordsOf } from '../../i18n/words';

const reasonText = wordsOf<typeof ReasonTextTable>('bot-reasons');

/** Compile-time check, both ways, that the words name exactly the bots' GainPart keys (i18n may not import the bots). */
const sameGainKeys: [Exclude<GainPart['key'], GainWordKey>, Exclude<GainWordKey, GainPart['key']>] extends [never, never] ? true : never = true;
void sameGainKeys;

type Unit = 'doubloon' | 'colonist' | 'building' | 'tile' | 'barrel' | 'space';

/** Words for one reason, in one language. */
export class ReasonWords {
  constructor(
    readonly lang: Lang,
    /** Seat names, by seat. */
    readonly names: readonly string[],
  ) {}

  private say(key: ReasonKey, values: Record<string, string | number> = {}): string {
    return fill(reasonText(this.lang, key), values, this.lang);
  }

  /** "3 doubloons", "1 doubloon": the language's plural rules pick the form. */
  count(unit: Unit, n: number): string {
    return this.say(`unit.${unit}`, { n });
  }

  /** "a, b and c". */
  list(items: readonly string[]): string {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')}${this.say('and')}${items[items.length - 1]}`;
  }

  goods(g: readonly GoodCount[]): string {
    return this.list(g.map((x) => this.say('good', { n: x.n, good: GOOD_NAMES[this.lang][x.good] })));
  }

  /** One thing the seat gains, e.g. "ship 3 corn for 4 VP". */
  gain(p: GainPart): string {
    switch (p.key) {
      case 'tiles':
        return this.say('gain.tiles', { tiles: this.list(p.tiles.map((t) => this.say(`tile.${t}`))) });
      case 'build': {
        const buildings = this.list(p.buildings.map((b) => buildingWords(b, this.lang)));
        return p.paid > 0 ? this.say('gain.build.paid', { buildings, paid: this.count('doubloon', p.paid) }) : this.say('gain.build', { buildings });
      }
      case 'colonists':
        return this.say('gain.colonists', { colonists: this.count('colonist', p.n) });
      case 'man':
        return this.say('gain.man', { buildings: this.list(p.buildings.map((b) => buildingWords(b, this.lang))) });
      case 'work':
        return this.say('gain.work', { spaces: this.count('space', p.n) });
      case 'produce':
        return this.say('gain.produce', { goods: this.goods(p.goods) });
      case 'ship':
        return this.say('gain.ship', { goods: this.goods(p.goods), vp: this.say('vp', { n: p.vp }) });
      case 'vp':
        return this.say('gain.vp', { vp: this.say('vp', { n: p.vp }) });
      case 'sell':
        return this.say('gain.sell', { goods: this.goods(p.goods), doubloons: this.count('doubloon', p.doubloons) });
      case 'doubloons':
        return this.say('gain.doubloons', { doubloons: this.count('doubloon', p.n) });
      case 'lose':
        return this.say('gain.lose', { goods: this.goods(p.goods) });
    }
  }

  others(o: OthersGain): string {
    const parts = [
      o.vp > 0 ? this.say('vp', { n: o.vp }) : '',
      o.buildings > 0 ? this.count('building', o.buildings) : '',
      o.tiles > 0 ? this.count('tile', o.tiles) : '',
      o.colonists > 0 ? this.count('colonist', o.colonists) : '',
      o.barrels > 0 ? this.count('barrel', o.barrels) : '',
      o.doubloons > 0 ? this.count('doubloon', o.doubloons) : '',
    ].filter((x) => x !== '');
    return parts.length === 0 ? this.say('others.nothing', { seats: o.seats }) : this.say('others', { seats: o.seats, parts: parts.join(', ') });
  }

  seatName(seat: number): string {
    return this.names[seat] ?? `${seat + 1}`;
  }

  /** The whole line of an option, e.g. "Captain: you ship 3 corn for 4 VP; the others gain nothing; leaves Trader to Bea". */
  option(move: Move, r: OptionReason): string {
    const gains = r.gains.map((p) => this.gain(p));
    return this.say('line', {
      label: moveLabel(move, this.lang),
      you: gains.length === 0 ? this.say('you.nothing') : this.say('you', { parts: gains.join(', ') }),
      card: r.cardDoubloons > 0 ? this.say('card', { doubloons: this.count('doubloon', r.cardDoubloons) }) : '',
      others: r.others ? this.others(r.others) : '',
      leaves: r.leaves ? this.say('leaves', { role: ROLE_NAMES[this.lang][r.leaves.role], name: this.seatName(r.leaves.seat) }) : '',
    });
  }

  /** An option's line, or only its move when it was not played out. */
  optionOrLabel(move: Move, r: OptionReason | null): string {
    return r === null ? moveLabel(move, this.lang) : this.option(move, r);
  }

  /** The head of a "Why?": who chose and how ("Bea chose the option that looked best:"). */
  pick(e: Explanation): string {
    return this.say(`pick.${e.pick}`, { name: this.seatName(e.seat) });
  }

  /** An option's value as the bot measured it, or '' when it weighed nothing. */
  value(e: Explanation, value: number, visits: number | undefined): string {
    if (e.measure === 'win-rate') return this.say('value.winRate', { n: Math.round(value * 100), visits: visits ?? 0 });
    if (e.measure === 'vp-margin') {
      // A lead that rounds to nothing has no sign ("0.0", not "−0.0"); the decimal mark is the language's ("−0,6" in hu and nl).
      const tenths = Math.round(Math.abs(value) * 10);
      const shown = new Intl.NumberFormat(this.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tenths / 10);
      return this.say('value.margin', { n: tenths === 0 ? shown : `${value > 0 ? '+' : '−'}${shown}` });
    }
    return '';
  }

  /** A plain label of the rest of the list. */
  more(n: number): string {
    return this.say('others.more', { n });
  }

  title(): string {
    return this.say('others.title');
  }
}
