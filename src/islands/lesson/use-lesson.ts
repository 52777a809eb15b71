/**
 * The lesson machine of either game, started once for an island and followed by its snapshots.
 * Both lesson islands use this rather than @xstate/react's useMachine: a lesson page then does not
 * ship the React compatibility layer (about 5 kB gzip) for the one hook it would need.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor, type AnyStateMachine, type EventFrom, type InputFrom, type SnapshotFrom } from 'xstate';

/** The snapshot to draw, a way to send events, and the actor's latest snapshot (fresher than the drawn one right after a send). */
export function useLesson<T extends AnyStateMachine>(machine: T, input: InputFrom<T>): [SnapshotFrom<T>, (event: EventFrom<T>) => void, () => SnapshotFrom<T>] {
  const actor = useMemo(() => createActor(machine, { input }).start(), []);
  const [snapshot, setSnapshot] = useState<SnapshotFrom<T>>(() => actor.getSnapshot());
  useEffect(() => {
    const sub = actor.subscribe((s) => setSnapshot(s as SnapshotFrom<T>));
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return [snapshot, (event) => actor.send(event), () => actor.getSnapshot() as SnapshotFrom<T>];
}
