// What must be undone if the bench is interrupted: child processes to stop, scratch databases
// to drop, the workspace to remove. Each registers here while it exists.
const pending = new Set<() => Promise<void> | void>();

export function whileAlive(undo: () => Promise<void> | void): () => void {
  pending.add(undo);
  return () => pending.delete(undo);
}

export async function undoAll(): Promise<void> {
  const all = [...pending].reverse();
  pending.clear();
  for (const undo of all) {
    try {
      await undo();
    } catch {
      // best effort on the way out
    }
  }
}
