/** The bot levels of a game, weakest first: each one's name, what it does, and how it did against the level below. */
import './setup-form.css';

export interface LevelEntry {
  /** The level's id (also what a seat's select names). */
  readonly id: string;
  readonly name: string;
  readonly about: string;
  /** Its measured record against the level below; null for the weakest. */
  readonly record: string | null;
}

export interface LevelListProps {
  readonly title: string;
  readonly levels: readonly LevelEntry[];
  /** Prefix of each description's id, so a seat's select can point at it (aria-describedby). */
  readonly idPrefix: string;
}

export function LevelList({ title, levels, idPrefix }: LevelListProps) {
  return (
    <section class="play-levels" aria-labelledby={`${idPrefix}title`}>
      <h3 id={`${idPrefix}title`}>{title}</h3>
      <dl>
        {levels.map((l) => (
          <div class="play-level" data-level={l.id} key={l.id}>
            <dt>{l.name}</dt>
            <dd id={`${idPrefix}${l.id}`}>
              {l.about} <span class="play-level-record">{l.record}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
