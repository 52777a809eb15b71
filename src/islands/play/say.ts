import type { KeyOf } from '../../i18n/define';
import type { playText as PlayTextTable } from '../../i18n/strings/play';

/** A key of the play page's words; its own module so the table's parts need not import the table island. */
export type PlayKey = KeyOf<typeof PlayTextTable>;
export type Say = (k: PlayKey, v?: Record<string, string | number>) => string;
