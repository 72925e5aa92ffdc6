import { useEffect } from 'react';
import { useStores } from '../store-context';

/** index.html's description of the whole site, read once: what a page without its own description shows. */
let siteDescription: string | null = null;

/** A page's title and description as a render without a browser collects them. */
export interface PageHead {
  title?: string;
  description?: string;
}

/**
 * Where the build's prerender (web/build/prerender-entry.tsx) collects the page's title and description while it
 * renders, so the prerendered HTML carries them (effects never run there). Null in the browser.
 */
export const prerenderedHead: { sink: PageHead | null } = { sink: null };

/**
 * Sets `document.title` to "{product name} | {page title}" (spec 1 §2: every page has its own title); outside
 * production a tester's `?identifier=` goes in front ("[qa-42] ..."). `description`: the page's own
 * `<meta name="description">` (what a search result shows under the title); without it, the site's
 * (docs/decisions.md "Lighthouse profile and pages").
 */
export function usePageTitle(pageTitle: string, description?: string): void {
  const { config, tester } = useStores();
  const identifier = tester.identifier;
  if (prerenderedHead.sink) {
    prerenderedHead.sink.title = pageTitle ? `${config.productName} | ${pageTitle}` : config.productName;
    prerenderedHead.sink.description = description;
  }
  useEffect(() => {
    document.title = tester.title(pageTitle ? `${config.productName} | ${pageTitle}` : config.productName);
  }, [config.productName, pageTitle, tester, identifier]);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    // A prerendered page's tag holds that page's description, with the site's beside it (web/build/prerender-pages.ts).
    siteDescription ??= meta.dataset.siteDescription ?? meta.content;
    meta.content = description ?? siteDescription;
  }, [description]);
}
