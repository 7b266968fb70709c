import { useState } from 'react';
import { useDraft } from '../../../lib/use-draft.ts';

export type WithFiles<T> = T & { files: File[] };

/**
 * A room composer's draft (`part`: the staff's reply, the student's question or submission): its words
 * and chosen kind are kept in this browser per portal, signed-in account and room, so leaving the page
 * loses nothing and the next visit shows them again; its files stay with the page (a browser cannot
 * keep them). `parse` answers the stored words in the key order of `empty`, or null.
 */
export function useRoomDraft<T extends object>(roomId: number, part: string, empty: T, parse: (stored: unknown) => T | null) {
  const kept = useDraft(`rooms:${roomId}:${part}`, empty, parse);
  const [files, setFiles] = useState<File[]>([]);
  const draft: WithFiles<T> = { ...kept.value, files };
  const setDraft = (next: WithFiles<T>) => {
    const { files: nextFiles, ...words } = next;
    kept.set(words as unknown as T);
    setFiles(nextFiles);
  };
  /** Sent, or thrown away: nothing is kept. */
  const discard = () => {
    kept.clear();
    setFiles([]);
  };
  return { draft, setDraft, restored: kept.restored, discard };
}
