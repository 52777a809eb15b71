/** The editor's translator and the props every editor form shares. */
import type { Lang } from '../../content/schemas';
import type { GameState } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import type { editorText as EditorTextTable } from '../../i18n/strings/editor';
import type { EditOp } from '../../machines/puerto-rico/editor';
import { wordsOf } from '../../i18n/words';

const editorText = wordsOf<typeof EditorTextTable>('editor');

export type EditorKey = Parameters<typeof editorText>[1];
export type T = (key: EditorKey, values?: Record<string, string | number>) => string;

export const translator =
  (lang: Lang): T =>
  (key, values = {}) =>
    fill(editorText(lang, key), values, lang);

export interface FormProps {
  state: GameState;
  /** Sends one change to the editor machine; the engine judges it. */
  edit: (op: EditOp) => void;
  lang: Lang;
  t: T;
}
