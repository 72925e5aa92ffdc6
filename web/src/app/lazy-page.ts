import { lazy, type ComponentType, type ReactNode } from 'react';

type PageLoader = () => Promise<unknown>;
/** Per lazy page: the shared fetch (`once`) and the page's own `import()` (read by the build's prerender). */
const LOADERS = new WeakMap<object, { once: PageLoader; load: PageLoader }>();

/** Each page is its own chunk (quality targets: initial JS at most 150 KB gzip). */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) {
  let loading: Promise<Record<K, ComponentType<any>>> | null = null;
  let loaded: Record<K, ComponentType<any>> | null = null;
  // One fetch for the preload and the render; a failed one is forgotten so that rendering asks again.
  const once = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // Once the chunk is in, the page renders in the same pass (React reads a thenable that has already settled), with
  // no loading placeholder in between: a prerendered page is replaced by itself, not by a blank (main.tsx).
  const component = lazy(() =>
    loaded
      ? (alreadySettled({ default: loaded[name] }) as Promise<{ default: ComponentType<any> }>)
      : once().then((module) => ({ default: module[name] })),
  );
  LOADERS.set(component, { once, load });
  return component;
}

/** A thenable that calls back at once, which React.lazy takes as already loaded. */
function alreadySettled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return alreadySettled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

function loadersOf(element: ReactNode) {
  const type = element !== null && typeof element === 'object' && 'type' in element ? (element.type as object) : null;
  return (type && LOADERS.get(type)) ?? null;
}

/** A lazy page element's own `import()` (null for anything else): the build's prerender reads which module it is. */
export function pageImportOf(element: ReactNode): PageLoader | null {
  return loadersOf(element)?.load ?? null;
}

/**
 * Starts fetching the chunks of the pages these route elements show, without waiting to render them: at start-up
 * the first page's chunk loads alongside the session read instead of after it (the largest paint waits for both;
 * docs/decisions.md "Lighthouse profile and pages"). Elements that are not lazy pages are skipped. Settles when
 * they have all loaded or failed.
 */
export function preloadPages(elements: readonly ReactNode[]): Promise<void> {
  const loads: Array<Promise<unknown>> = [];
  for (const element of elements) {
    const load = loadersOf(element)?.once;
    // A failure shows when the page renders and asks again.
    if (load) loads.push(load().catch(() => undefined));
  }
  return Promise.all(loads).then(() => undefined);
}
