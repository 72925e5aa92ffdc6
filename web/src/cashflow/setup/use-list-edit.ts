import { useCallback, useEffect, useRef, useState } from 'react';
import { newLocalId } from '../../shared/synced-list';

export interface ListEdit<T extends { id: string }> {
  items: T[];
  /** The list differs from what the server last answered. */
  dirty: boolean;
  /** Adds (no id yet: gets a 'local-' id) or replaces the item with the same id. */
  put: (item: T) => void;
  remove: (id: string) => void;
}

/**
 * A step page's local copy of one synced list (spec 2 §4): filled from the store once `ready`, edited in the page;
 * after a save the page moves on and the next visit fills it again from the server's answers.
 */
export function useListEdit<T extends { id: string }>(stored: T[], ready: boolean): ListEdit<T> {
  const [items, setItems] = useState<T[]>([]);
  const [baseline, setBaseline] = useState<string>('[]');
  const storedJson = JSON.stringify(stored);
  const started = useRef(false);
  // Filled once, when the page's own load has answered. Later store changes (a save that failed half way) must not
  // wipe what the resident typed: the store then holds what the server has, and saving again plans from there.
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    setItems(JSON.parse(storedJson) as T[]);
    setBaseline(storedJson);
  }, [ready, storedJson]);
  const put = useCallback((item: T) => {
    setItems((list) => {
      if (!item.id) return [...list, { ...item, id: newLocalId() }];
      const at = list.findIndex((i) => i.id === item.id);
      return at < 0 ? [...list, item] : list.map((i) => (i.id === item.id ? item : i));
    });
  }, []);
  const remove = useCallback((id: string) => setItems((list) => list.filter((i) => i.id !== id)), []);
  return { items, dirty: ready && JSON.stringify(items) !== baseline, put, remove };
}
