/** "Save as a puzzle file": the puzzle's words, and its answer picked from the engine's legal moves. */
import { useState } from 'preact/hooks';
import { PUZZLE_TYPES } from '../../content/schemas';
import type { Move } from '../../engine/puerto-rico';
import { legalMoves } from '../../engine/puerto-rico';
import type { puzzleText as PuzzleTextTable } from '../../i18n/strings/puzzles';
import { moveLabel } from '../puerto-rico/board/text';
import { missingFields, puzzleYaml, type PuzzleType } from './puzzle-file';
import type { FormProps } from './words';
import { wordsOf } from '../../i18n/words';

const puzzleText = wordsOf<typeof PuzzleTextTable>('puzzles');

export function PuzzleForm({ state, lang, t, names = null }: Omit<FormProps, 'edit'> & { names?: readonly string[] | null }) {
  const legal = legalMoves(state);
  const [id, setId] = useState('my-puzzle');
  const [number, setNumber] = useState(100);
  const [title, setTitle] = useState('');
  const [question, setQuestion] = useState('');
  const [type, setType] = useState<PuzzleType>('shipping');
  const [player, setPlayer] = useState(Math.max(0, state.toAct));
  const [answerIndex, setAnswerIndex] = useState(0);
  const [explanation, setExplanation] = useState('');
  const [tried, setTried] = useState(false);
  const answer: Move | null = legal[answerIndex] ?? legal[0] ?? null;
  const fields = { id, number, title, question, type, player, answer, explanation };
  const missing = missingFields(fields);
  const capacities = state.ships.map((s) => s.capacity);
  const value = (e: Event) => (e.currentTarget as HTMLInputElement).value;

  const download = () => {
    setTried(true);
    if (missing.length > 0 || answer === null) return;
    const blob = new Blob([puzzleYaml(state, { ...fields, answer }, names)], { type: 'text/yaml' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${id}.yaml`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  return (
    <details class="puzzle-form card">
      <summary>{t('puzzle.legend')}</summary>
      <p class="muted">{t('puzzle.intro')}</p>
      {legal.length === 0 ? (
        <p>{t('puzzle.gameOver')}</p>
      ) : (
        <div class="form-grid">
          <label>
            <span>{t('puzzle.id')}</span>
            <input value={id} onInput={(e) => setId(value(e))} pattern="[a-z0-9-]+" required aria-invalid={tried && missing.includes('id')} />
          </label>
          <label>
            <span>{t('puzzle.number')}</span>
            <input type="number" min={1} value={number} onInput={(e) => setNumber(Number(value(e)))} aria-invalid={tried && missing.includes('number')} />
          </label>
          <label class="wide">
            <span>{t('puzzle.title')}</span>
            <input value={title} onInput={(e) => setTitle(value(e))} required aria-invalid={tried && missing.includes('title')} />
          </label>
          <label class="wide">
            <span>{t('puzzle.question')}</span>
            <textarea rows={2} value={question} onInput={(e) => setQuestion(value(e))} required aria-invalid={tried && missing.includes('question')} />
          </label>
          <label>
            <span>{t('puzzle.type')}</span>
            <select value={type} onChange={(e) => setType(value(e) as PuzzleType)}>
              {PUZZLE_TYPES.filter((k) => k !== 'endeavor').map((k) => (
                <option value={k}>{puzzleText(lang, `type.${k}`)}</option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('puzzle.player')}</span>
            <select value={player} onChange={(e) => setPlayer(Number(value(e)))}>
              {state.players.map((_, i) => (
                <option value={i}>{t('player.name', { n: i + 1 })}</option>
              ))}
            </select>
          </label>
          <label class="wide">
            <span>{t('puzzle.answer')}</span>
            <select value={answerIndex} onChange={(e) => setAnswerIndex(Number(value(e)))}>
              {legal.map((m, i) => (
                <option value={i}>{moveLabel(m, lang, capacities)}</option>
              ))}
            </select>
          </label>
          <label class="wide">
            <span>{t('puzzle.explanation')}</span>
            <textarea rows={3} value={explanation} onInput={(e) => setExplanation(value(e))} required aria-invalid={tried && missing.includes('explanation')} />
          </label>
          {tried && missing.length > 0 && (
            <p class="form-error wide" role="alert">
              {t('puzzle.invalid', { fields: missing.map((f) => t(`field.${f}`)).join(', ') })}
            </p>
          )}
          <p class="wide">
            <button type="button" class="button" onClick={download} data-action="puzzle-download">
              {t('puzzle.download')}
            </button>
          </p>
        </div>
      )}
    </details>
  );
}
