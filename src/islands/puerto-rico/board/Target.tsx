/**
 * One part of the board. With no legal move it is a labelled picture; with one it is a button
 * that sends that move; with several it is a button that opens a small menu of exactly those
 * moves (still only what `legal` holds).
 */
import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect, useId, useRef, useState } from 'preact/hooks';
import type { Move } from '../../../engine/puerto-rico';
import type { BoardLang } from './names';
import { moveLabel, tx } from './text';

export interface TargetProps {
  /** Stable name of this part, e.g. 'ship:0', 'p0:goods:corn' (see BoardPlace). */
  place: string;
  /** Legal moves this part stands for (already filtered from `legal`). */
  moves: readonly Move[];
  onMove?: ((move: Move) => void) | undefined;
  /** What the part shows, in words (e.g. "Ship of 5: 3 corn, 2 free"). */
  label: string;
  lang: BoardLang;
  class?: string;
  highlighted?: boolean;
  /** The part's full details, shown on hover and (bank tiles) on keyboard focus, where the drawing abbreviates them. */
  tip?: string | undefined;
  children: ComponentChildren;
}

/** How moves are put in words on this board; GameBoard provides one that knows the ships' sizes. */
export const MoveWords = createContext<(m: Move, lang: BoardLang) => string>(moveLabel);

export function Target({ place, moves, onMove, label, lang, class: cls = '', highlighted = false, tip, children }: TargetProps) {
  const [open, setOpen] = useState(false);
  const menuId = `pr-menu-${useId()}`;
  const words = useContext(MoveWords);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = onMove !== undefined && moves.length > 0;
  const classes = `pr-part ${cls}${highlighted ? ' pr-highlight' : ''}${active ? ' pr-active' : ''}`;

  // A menu left open on a part that lost its moves (new position) closes.
  useEffect(() => {
    if (!active && open) setOpen(false);
  }, [active, open]);

  if (!active) {
    return (
      <div class={`pr-target ${classes}`} data-place={place} role="img" aria-label={label} title={tip} data-tip={tip}>
        {children}
      </div>
    );
  }
  const single = moves.length === 1 ? moves[0] : undefined;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div
      class="pr-target"
      data-place={place}
      // The menu closes when focus leaves the part (a click elsewhere, Tab away).
      onFocusOut={(e) => {
        if (open && !(e.currentTarget as HTMLElement).contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        class={classes}
        title={tip}
        data-tip={tip}
        aria-label={single ? `${label}. ${words(single, lang)}` : `${label}. ${tx(lang, 'choose')}…`}
        aria-haspopup={single ? undefined : 'true'}
        aria-expanded={single ? undefined : open}
        aria-controls={single || !open ? undefined : menuId}
        onClick={() => (single ? onMove(single) : setOpen(!open))}
      >
        {children}
      </button>
      {open && !single && (
        <ChoiceMenu
          id={menuId}
          label={label}
          moves={moves}
          lang={lang}
          onPick={(m) => {
            setOpen(false);
            onMove(m);
          }}
          onCancel={close}
        />
      )}
    </div>
  );
}

export interface ChoiceMenuProps {
  id: string;
  /** The part the choice is about, e.g. "Ship of 7: 7 free". */
  label: string;
  /** The legal moves to choose from (two or more). */
  moves: readonly Move[];
  lang: BoardLang;
  onPick: (move: Move) => void;
  onCancel: () => void;
}

/** The follow-up choice when one click could mean several legal moves: one button per move. */
export function ChoiceMenu({ id, label, moves, lang, onPick, onCancel }: ChoiceMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const words = useContext(MoveWords);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div
      class="pr-menu bs-sheet"
      id={id}
      ref={ref}
      role="group"
      aria-label={`${tx(lang, 'choose')}: ${label}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      {/* On a phone the menu is a sheet at the foot of the screen, away from the part: it names the part (the group's label says it already). */}
      <p class="bs-sheet-title" aria-hidden="true">
        {label}
      </p>
      {moves.map((m) => (
        <button type="button" class="pr-menu-item" onClick={() => onPick(m)}>
          {words(m, lang)}
        </button>
      ))}
      <button type="button" class="pr-menu-item pr-menu-cancel bs-sheet-cancel" onClick={onCancel}>
        {tx(lang, 'cancel')}
      </button>
    </div>
  );
}
