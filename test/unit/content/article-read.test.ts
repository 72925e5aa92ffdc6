import { expect } from 'chai';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { ANTI_SCAM_ARTICLE, articleKey } from '../../../src/content/domain/article-read.js';

describe('article read (spec 3 §3 "Article completed")', () => {
  it("takes an article's page address, without or with its leading slash", () => {
    expect(articleKey('investment-resources/beware-of-investment-scams')).to.equal(ANTI_SCAM_ARTICLE);
    expect(articleKey('/buying-a-house/cash-or-CPF')).to.equal('buying-a-house/cash-or-CPF');
    expect(articleKey(' retirement-resources ')).to.equal('retirement-resources');
  });

  it('refuses anything else with a message naming the form', () => {
    for (const bad of ['', '/', 'a//b', '../etc/passwd', 'has space', 'a/b/c/d/e', 'x'.repeat(201), 'query?x=1']) {
      try {
        articleKey(bad);
        expect.fail(`accepted ${bad}`);
      } catch (error) {
        expect(error, bad).to.be.instanceOf(DomainError);
        expect((error as DomainError).details).to.deep.equal([{ field: 'article', message: 'Name the article by its page address' }]);
      }
    }
  });
});
