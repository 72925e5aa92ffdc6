import type { ReactNode } from 'react';

/** Set only while the build prerenders pages (web/build/prerender-entry.tsx); false in the browser. */
export const prerendering = { active: false };

/**
 * What a page shows from this browser's own storage (a visitor's progress in a public tool): a prerendered page
 * cannot know it, so there it keeps its place but stays hidden until the app, which reads the storage, has taken the
 * page over. A returning visitor never sees "Start" turn into "Continue where you left off" (docs/decisions.md
 * "Prerendered public pages"). In the browser it is its children and nothing more.
 */
export function FromBrowserStorage({ children }: { children: ReactNode }) {
  if (!prerendering.active) return <>{children}</>;
  return <div data-awaits-app="">{children}</div>;
}
