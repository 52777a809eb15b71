/**
 * A building's interactive example: the learner's board in the phase where the building
 * matters, a few moves to try, and what changed. No rules here: the position comes through the
 * engine's gate, every click goes to applyMove, and a refusal shows the engine's own message.
 * "Try without" swaps in the same position with the building taken out of the learner's city.
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { BoardScreen } from '../board-screen/BoardScreen';
import { sameMove, type Move } from '../../engine/puerto-rico/moves';
import { applyMove } from '../../engine/puerto-rico/game';
import { scores } from '../../engine/puerto-rico/scoring';
import type { GameState } from '../../engine/puerto-rico/state';
import type { BuildingId } from '../../engine/puerto-rico/vocabulary';
import type { Lang } from '../../i18n/ui';
import type { BuildingExample as Example } from '../../content/puerto-rico/building-guide-examples';
import { measure, type Variant } from '../../content/puerto-rico/building-guide-replay';
import { initialExample, exampleReducer, isDone, offeredMoves, type ExampleModel } from './example-model';
import { changeWords, displayName, keyLang, say, type Words } from './example-words';
import { PlayerBoard } from '../puerto-rico/board/PlayerBoard';
import { ruleLinkWords, refusalText } from '../puerto-rico/refusal-words';
import { CargoShips } from '../puerto-rico/board/CargoShips';
import { TradingHouse } from '../puerto-rico/board/TradingHouse';
import { PlantationRow } from '../puerto-rico/board/Supply';
import { RoleCards } from '../puerto-rico/board/RoleCards';
import { moveLabel, phaseLabel } from '../puerto-rico/board/text';
import '../puerto-rico/board/board.css';
import './example.css';

export interface BuildingExampleProps {
  building: BuildingId;
  example: Example;
  lang: Lang;
  /** The example's task in the page's language (taskIn, content/puerto-rico/building-guide.ts): only the page's words reach the browser. */
  task: Words;
}

const W = ({ w }: { w: Words }) => <span lang={w.lang}>{w.text}</span>;

/** The common parts of the table that matter in this phase. */
function Context({ s, lang }: { s: GameState; lang: Lang }) {
  switch (s.phase) {
    case 'role':
      return <RoleCards roles={s.roles} lang={lang} />;
    case 'settler':
      return <PlantationRow faceUp={s.faceUp} quarries={s.quarries} lang={lang} />;
    case 'trader':
      return <TradingHouse goods={s.tradingHouse} lang={lang} />;
    case 'captain':
    case 'storage':
      return <CargoShips ships={s.ships} lang={lang} />;
    default:
      return null;
  }
}

export default function BuildingExample({ building, example, lang, task }: BuildingExampleProps) {
  const [model, send] = useReducer(exampleReducer, undefined, () => initialExample(example, building, 'with'));
  const name = displayName(building, lang);
  const seat = example.seat;

  const switchVariant = (v: Variant) => send({ type: 'example.variant', model: initialExample(example, building, v) });
  const reset = () => send({ type: 'example.variant', model: initialExample(example, building, model.variant) });
  const play = (move: Move) => {
    if (model.kind !== 'ready') return;
    const r = applyMove(model.state, move);
    send(r.ok ? { type: 'example.moved', move, next: r.value } : { type: 'example.refused', move, error: r.error });
  };

  const withoutLabel = say(lang, 'example.without', { building: displayName(building, keyLang(lang, 'example.without')) });
  const withoutNote = say(lang, 'example.withoutNote', { building: displayName(building, keyLang(lang, 'example.withoutNote')) });
  // The task and the switch between with and without the building head the panel beside the board.
  const head = (
    <>
      <p class="bx-task">
        <strong>
          <W w={say(lang, 'example.task')} />:
        </strong>{' '}
        <W w={task} />
      </p>
      {example.toggle && (
        <label class="bx-toggle">
          <input
            type="checkbox"
            checked={model.variant === 'without'}
            onChange={(e) => switchVariant((e.currentTarget as HTMLInputElement).checked ? 'without' : 'with')}
            data-testid="without-toggle"
          />
          <W w={withoutLabel} />
        </label>
      )}
      {model.variant === 'without' && (
        <p class="bx-note muted">
          <W w={withoutNote} />
        </p>
      )}
    </>
  );
  return (
    <section class="bx card" aria-label={say(lang, 'example.label', { building: name }).text} data-example={building} data-variant={model.variant}>
      {model.kind === 'invalid' ? (
        <div role="alert">
          {head}
          <p>
            <W w={say(lang, 'example.invalid')} />
          </p>
          <ul>
            {model.errors.map((e) => (
              <li>{e}</li>
            ))}
          </ul>
        </div>
      ) : (
        <Playing model={model} example={example} building={building} lang={lang} play={play} reset={reset} seat={seat} head={head} />
      )}
    </section>
  );
}

interface PlayingProps {
  model: Extract<ExampleModel, { kind: 'ready' }>;
  example: Example;
  building: BuildingId;
  lang: Lang;
  seat: number;
  play: (m: Move) => void;
  reset: () => void;
  /** The task and the variant switch, first in the panel. */
  head: ComponentChildren;
}

function Playing({ model, example, building, lang, seat, play, reset, head }: PlayingProps) {
  const s = model.state;
  const done = isDone(model, example);
  const next = example.script[model.steps];
  const f = model.feedback;
  const bonus = (st: GameState) => scores(st)[seat]?.bonuses[building];
  // When the move buttons go away, keyboard focus moves to "Start again" instead of being lost.
  const resetRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done && resetRef.current && resetRef.current.ownerDocument.activeElement === resetRef.current.ownerDocument.body) resetRef.current.focus();
  }, [done]);
  return (
    <BoardScreen
      kind="building"
      board={
        <div class="pr-board bx-board">
          <p class="bx-phase muted">
            <W w={say(lang, 'example.phase', { phase: phaseLabel(s.phase, lang) })} />
          </p>
          <Context s={s} lang={lang} />
          <PlayerBoard player={s.players[seat]!} seat={seat} active={s.toAct === seat} governor={s.governor === seat} lang={lang} highlight={[`p${seat}:city:${building}`]} />
        </div>
      }
      panel={
        <>
          {head}
          <div class="bx-moves" data-keep role="group" aria-label={say(lang, 'example.moves').text}>
            {done ? (
              <p class="bx-done">
                <W w={say(lang, example.toggle ? 'example.done' : 'example.doneNoToggle')} />
              </p>
            ) : (
              offeredMoves(example).map((m) => {
                const suggested = next !== undefined && sameMove(m, next);
                return (
                  <button type="button" class={suggested ? 'button' : 'button secondary'} onClick={() => play(m)} data-move={JSON.stringify(m)}>
                    {moveLabel(m, lang)}
                    {suggested && <span class="visually-hidden"> ({say(lang, 'example.suggested').text})</span>}
                  </button>
                );
              })
            )}
            <button type="button" ref={resetRef} class="button secondary bx-reset" onClick={reset} disabled={model.steps === 0 && f.kind === 'none'}>
              <W w={say(lang, 'example.reset')} />
            </button>
          </div>
          <div class="bx-feedback" aria-live="polite" data-feedback={f.kind}>
            {f.kind === 'moved' && (
              <p class="bx-ok">
                <strong>{moveLabel(f.move, lang)}</strong>
                {' — '}
                <W w={changeWords(lang, example, model.before, measure(s, seat, example.measure))} />
                {example.measure.kind === 'score' && (bonus(model.start) !== undefined || bonus(s) !== undefined) && (
                  <>
                    <br />
                    <W w={say(lang, 'example.bonus', { building: displayName(building, lang), before: bonus(model.start) ?? 0, after: bonus(s) ?? 0 })} />
                  </>
                )}
              </p>
            )}
            {f.kind === 'refused' && (
              <p class="bx-refused" role="alert">
                <strong>
                  <W w={say(lang, 'example.refused')} />
                </strong>{' '}
                {refusalParts(lang, f.error)} <W w={say(lang, 'example.rule')} /> {/* Named by the rule's words, not its id. */}
                <a href={`/${lang}/rules/#${f.error.rule}`} lang={ruleLinkWords(lang, f.error.rule).lang === lang ? undefined : 'en'}>
                  {ruleLinkWords(lang, f.error.rule).text}
                </a>
              </p>
            )}
          </div>
        </>
      }
    />
  );
}

/** The refusal's reason in the page's language, then (hu/nl) the engine's English message. */
function refusalParts(lang: Lang, error: Parameters<typeof refusalText>[1]) {
  const { main, detail } = refusalText(lang, error);
  return (
    <>
      <span lang={main.lang}>{main.text}</span>
      {detail && (
        <>
          {' '}
          <span class="muted refusal-detail" lang={detail.lang}>
            ({detail.text})
          </span>
        </>
      )}
    </>
  );
}
