import { expect } from 'chai';
import { COMPILE_ALL_ON_LOAD, withCompileHint, type HintedChunk } from '../../../web/build/compile-hint-plugin.js';

/** docs/decisions.md "Start-up compiled while it downloads": Chromium reads the hint only as the file's first line. */
describe('The start-up chunk compile hint', () => {
  it('is put first, before anything else in the file, and the source map moves down the line it takes', () => {
    const chunk: HintedChunk = { code: 'const __vite__mapDeps=1;\nexport{a};\n', map: { mappings: 'AAAA;AACA' } };
    withCompileHint(chunk);
    expect(chunk.code).to.equal('//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=1;\nexport{a};\n');
    expect(chunk.code.split('\n')[0]).to.equal(COMPILE_ALL_ON_LOAD);
    expect(chunk.map!.mappings).to.equal(';AAAA;AACA');
  });

  it('marks a file once, however often the build asks', () => {
    const chunk: HintedChunk = { code: 'export{a};', map: null };
    withCompileHint(chunk);
    withCompileHint(chunk);
    expect(chunk.code).to.equal(`${COMPILE_ALL_ON_LOAD}\nexport{a};`);
  });
});
