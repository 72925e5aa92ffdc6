import { lazy, type ComponentType } from 'react';

/** Each page is its own chunk (quality targets: initial JS at most 150 KB gzip). */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
