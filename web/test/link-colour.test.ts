/// <reference types="mocha" />
/**
 * One link colour across the app: every style rule for a link (`a`, `a:hover`, `.x a`) takes its colour from the
 * link tokens (--color-link, --color-link-hover), which a dark surface such as the footer sets for itself. The only
 * exception is a navigation list, whose entries read as menu items, not as links in text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const NAVIGATION = new Set(['.link-list a', '.link-list a:hover']);
const LINK_SELECTOR = /(^|[\s>+~])a(:[\w-]+(\([^)]*\))?)*$/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cssFiles(path) : path.endsWith('.css') ? [path] : [];
  });
}

/** [file, selector, colour] for every rule that colours a link. */
function linkColours(): Array<[string, string, string]> {
  const found: Array<[string, string, string]> = [];
  for (const file of cssFiles(fileURLToPath(new URL('../src', import.meta.url)))) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const colour = /(?:^|;|\s)color:\s*([^;]+)/.exec(body!)?.[1]?.trim();
      if (!colour) continue;
      for (const selector of selectors!.split(',').map((s) => s.trim())) if (LINK_SELECTOR.test(selector)) found.push([file, selector, colour]);
    }
  }
  return found;
}

describe('one link colour', () => {
  it('every link rule outside navigation lists reads the link tokens', () => {
    const rules = linkColours().filter(([, selector]) => !NAVIGATION.has(selector));
    expect(rules.map(([, selector]) => selector)).to.include.members(['a', 'a:hover', '.footer a']);
    for (const [file, selector, colour] of rules) expect(colour, `${file}: ${selector}`).to.match(/^var\(--color-link(-hover)?\)$/);
  });
});
