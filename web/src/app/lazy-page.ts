import { lazy, type ComponentType, type ReactNode } from 'react';

type PageLoader = () => Promise<unknown>;
const LOADERS = new WeakMap<object, PageLoader>();

/** Each page is its own chunk (quality targets: initial JS at most 150 KB gzip). */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) {
  let loading: Promise<Record<K, ComponentType<any>>> | null = null;
  // One fetch for the preload and the render; a failed one is forgotten so that rendering asks again.
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const component = lazy(async () => ({ default: (await once())[name] }));
  LOADERS.set(component, once);
  return component;
}

/**
 * Starts fetching the chunks of the pages these route elements show, without waiting to render them: at start-up
 * the first page's chunk loads alongside the session read instead of after it (the largest paint waits for both;
 * docs/decisions.md "Lighthouse profile and pages"). Elements that are not lazy pages are skipped.
 */
export function preloadPages(elements: readonly ReactNode[]): void {
  for (const element of elements) {
    const type = element !== null && typeof element === 'object' && 'type' in element ? (element.type as object) : null;
    const load = type ? LOADERS.get(type) : undefined;
    if (load) void load().catch(() => undefined); // a failure shows when the page renders and asks again
  }
}
