import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * README.md's walk-through tells a newcomer what to click, in bold (**Settings → Data selection**). A button or
 * link renamed in the app leaves the walk-through pointing at nothing, so every bold name must be text the web app
 * shows (test/e2e/readme-walkthrough.spec.ts follows the walk-through's harder steps in Chromium). The names on
 * pages the app does not draw (mockpass's own login page) are listed with why.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;

/** Bold names that belong to another program's pages. */
const NOT_OURS: Readonly<Record<string, string>> = {
  Login: "the Singpass sandbox's (mockpass's) red button on its splash page",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The web app's source with every run of white space made one space, so text wrapped in JSX still matches. */
const webText = sourceFiles(join(ROOT, 'web/src'))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n')
  .replace(/\s+/g, ' ');

/** The bold names of a Markdown text, a path such as "Settings → Data selection" split into its steps. */
function boldNames(markdown: string): string[] {
  const names = [...markdown.matchAll(/\*\*([^*]+)\*\*/g)].flatMap((match) => match[1]!.split('→').map((part) => part.trim().replace(/\s+/g, ' ')));
  return [...new Set(names)];
}

describe('README.md names only what the app shows', () => {
  it('reads the bold names, a path split into its steps', () => {
    expect(boldNames('Open **Settings → Data selection**, then **Myinfo\nonly**; **Settings** again.')).to.deep.equal(['Settings', 'Data selection', 'Myinfo only']);
  });

  it('finds a name in the web source and misses one the app does not show', () => {
    expect(webText.includes('Keep this as a plan')).to.equal(true);
    expect(webText.includes('Fetch my Myinfo now')).to.equal(false);
  });

  it('every bold name in the walk-through is text of the web app', () => {
    const names = boldNames(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(names.length).to.be.greaterThan(15);
    const missing = names.filter((name) => !(name in NOT_OURS) && !webText.includes(name));
    expect(missing, 'README names these, the web app shows none of them').to.deep.equal([]);
  });
});
