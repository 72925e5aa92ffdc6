/**
 * The words of every public article, guide step, tool, FAQ entry and page, read out of the web's page sources,
 * as the search index's documents (docs/decisions.md "Search"). `npm run content:search` writes them to
 * content/search/*.json, which the server indexes at start-up; the unit test test/unit/content/search-content.test.ts
 * fails when a page's words and its content file disagree, so an edit to a page without regenerating cannot ship.
 *
 * Only the TypeScript compiler reads the pages here (no rendering): JSX text, headings (h2, h3) and the few
 * properties that carry words (title, summary, lead, label) of a function, or of one object in a list of articles.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type SearchDocumentKind = 'article' | 'tool' | 'page' | 'faq';

export interface SearchContentDocument {
  id: string;
  kind: SearchDocumentKind;
  title: string;
  address: string;
  headings: string[];
  body: string;
  /** where the words were read from (repository path), or null for a document written only in its content file */
  source: string | null;
}

/** A part of a page source: the whole file, one function (or `const X = observer(function ...)`), or one object with a property equal to a value. */
interface Scope {
  file: string;
  fn?: string;
  match?: { property: string; value: string };
}

interface Entry {
  id: string;
  kind: SearchDocumentKind;
  address: string;
  /** the words of the page; the title comes from here unless `titleFrom` says otherwise */
  from: Scope;
  /** where the title is defined when the page gets it from elsewhere (a list of steps) */
  titleFrom?: Scope;
  /** a literal title when the page builds it at run time */
  title?: string;
  /**
   * What a reader searches for that the page's own headings do not say, although the page answers it (indexed with
   * the headings, docs/decisions.md "Search"): few, and each one a subject the page has a paragraph on.
   */
  keywords?: string[];
}

const PRODUCT_NAME = 'MyMoneyPlan';
const W = 'web/src';
const HUBS = `${W}/content/resources/resource-hubs.tsx`;
const HOUSING = `${W}/content/resources/housing/housing-guides.tsx`;
const HOUSING_PAGES = `${W}/content/resources/housing/housing-pages.tsx`;
const INSURANCE = `${W}/content/resources/insurance/insurance-articles.tsx`;
const RETIREMENT = `${W}/content/retirement/retirement-pages.tsx`;
const RETIREMENT_STEPS = `${W}/content/retirement/retirement-guide.ts`;
const FAQ = `${W}/content/pages/general/faq-page.tsx`;
const GENERAL = `${W}/content/pages/general`;

const slugOf = (property: string, value: string) => ({ property, value });

const HOUSING_SLUGS = ['my-first-house', 'new-or-resale-flat', 'other-things-to-pay-for', 'hdb-or-bank-loan', 'loan-amount-and-period', 'leave-money-in-CPF', 'cash-or-CPF'];
const INSURANCE_SLUGS = [
  'basic-health-insurance',
  'integrated-shield-plan',
  'long-term-care-insurance',
  'older-generation-care-insurance',
  'supplements',
  'dependants-protection-scheme',
  'home-protection-scheme',
];
const FAQ_KEYS = ['cost', 'singpass', 'manual', 'sgfindex', 'safe', 'disconnect', 'delete', 'differ', 'advice'];

/** Tools, described where the resource hubs list them (title as listed, address). */
const TOOLS: Array<[string, string, string]> = [
  [HUBS, 'Expense manager', '/expense-manager'],
  [HUBS, 'Budget calculator', '/savings-resources/budget-calculator'],
  [HUBS, 'Savings targets', '/targets'],
  [HUBS, 'Investing for beginners', '/investment-resources/investing-for-beginners'],
  [HUBS, 'Readiness assessment', '/investment-resources/readiness-assessment'],
  [HUBS, 'Estimated growth rate', '/investment-resources/estimated-growth-rate'],
  [HOUSING_PAGES, 'Financing plan', '/buying-a-house/financing-plan'],
];

export const SEARCH_CONTENT_ENTRIES: Entry[] = [
  // Articles.
  { id: 'repay-your-loans-early', kind: 'article', address: '/loans-and-credit-resources/repay-your-loans-early', from: { file: `${W}/content/resources/articles/repay-your-loans-early-page.tsx` } },
  { id: 'beware-of-investment-scams', kind: 'article', address: '/investment-resources/beware-of-investment-scams', from: { file: `${W}/content/resources/articles/beware-of-investment-scams-page.tsx` } },
  { id: 'get-financial-advice', kind: 'article', address: '/investment-resources/get-financial-advice', from: { file: `${W}/content/resources/articles/get-financial-advice-page.tsx` } },
  { id: 'set-up-cdp-and-or-brokerage-account', kind: 'article', address: '/investment-resources/set-up-cdp-and-or-brokerage-account', from: { file: `${W}/content/resources/articles/set-up-cdp-account-page.tsx` } },
  {
    id: 'understanding-the-types-of-insurance',
    kind: 'article',
    address: '/insurance-resources/understanding-the-types-of-insurance',
    from: { file: `${W}/content/resources/articles/understanding-the-types-of-insurance-page.tsx` },
  },
  {
    id: 'save-before-you-spend',
    kind: 'article',
    address: '/savings-resources/save-before-you-spend',
    from: { file: `${W}/cashflow/budget/pages/save-before-you-spend-page.tsx` },
    keywords: ['Emergency fund'],
  },
  { id: 'setting-smart-targets', kind: 'article', address: '/savings-resources/setting-smart-targets', from: { file: `${W}/targets/components/smart-targets-article.tsx` } },
  { id: 'set-reminders', kind: 'article', address: '/investment-resources/set-reminders', from: { file: `${W}/content/pages/set-reminders-page.tsx` } },
  ...HOUSING_SLUGS.map((slug) => ({ id: `buying-a-house-${slug.toLowerCase()}`, kind: 'article' as const, address: `/buying-a-house/${slug}`, from: { file: HOUSING, match: slugOf('slug', slug) } })),
  ...INSURANCE_SLUGS.map((slug) => ({ id: `insurance-${slug}`, kind: 'article' as const, address: `/insurance-resources/${slug}`, from: { file: INSURANCE, match: slugOf('slug', slug) } })),
  // The retirement guide's steps: the words on each page, the title from the list of steps.
  ...(
    [
      ['define-retirement-goals', 'DefineRetirementGoalsPage'],
      ['assess-current-situation', 'AssessCurrentSituationPage'],
      ['close-savings-gap', 'CloseSavingsGapPage'],
    ] as const
  ).map(([slug, fn]) => ({
    id: `retirement-${slug}`,
    kind: 'article' as const,
    address: `/retirement-resources/${slug}`,
    from: { file: RETIREMENT, fn },
    titleFrom: { file: RETIREMENT_STEPS, match: slugOf('slug', slug) },
  })),
  // Tools.
  ...TOOLS.map(([file, title, address]) => ({ id: `tool-${address.split('/').pop()!}`, kind: 'tool' as const, address, from: { file, match: slugOf('title', title) } })),
  { id: 'tool-what-can-i-afford', kind: 'tool', address: '/buying-a-house/what-can-i-afford', title: 'What can I afford?', from: { file: HOUSING_PAGES, match: slugOf('note', 'No login needed') } },
  {
    id: 'tool-how-much-will-cpf-pay-me',
    kind: 'tool',
    address: '/retirement-resources/how-much-will-cpf-pay-me',
    title: 'How much will CPF pay me?',
    from: { file: `${W}/retirement/pages/how-much-will-cpf-pay-me-page.tsx`, fn: 'HowMuchWillCpfPayMePage' },
    keywords: ['CPF LIFE payouts', 'retirement sums', 'retirement gap'],
  },
  {
    id: 'tool-retirement-plan',
    kind: 'tool',
    address: '/retirement-plan',
    title: 'Retirement plan',
    from: { file: `${W}/retirement/plan/retirement-plan-page.tsx`, fn: 'RetirementPlanPage' },
    keywords: ['CPF LIFE payouts', 'retirement sums', 'retirement gap'],
  },
  // FAQ entries: each question its own result, opening the FAQ page.
  ...FAQ_KEYS.map((key) => ({ id: `faq-${key}`, kind: 'faq' as const, address: '/faq', from: { file: FAQ, match: slugOf('key', key) } })),
  // Public pages.
  { id: 'savings-resources', kind: 'page', address: '/savings-resources', from: { file: HUBS, fn: 'SavingsResourcesPage' } },
  { id: 'loans-and-credit-resources', kind: 'page', address: '/loans-and-credit-resources', from: { file: HUBS, fn: 'LoansResourcesPage' } },
  { id: 'investment-resources', kind: 'page', address: '/investment-resources', from: { file: HUBS, fn: 'InvestmentResourcesPage' } },
  { id: 'insurance-resources', kind: 'page', address: '/insurance-resources', from: { file: HUBS, fn: 'InsuranceResourcesPage' } },
  { id: 'buying-a-house', kind: 'page', address: '/buying-a-house', from: { file: HOUSING_PAGES, fn: 'BuyingAHousePage' } },
  { id: 'retirement-resources', kind: 'page', address: '/retirement-resources', from: { file: RETIREMENT, fn: 'RetirementGuidePage' } },
  { id: 'about-us', kind: 'page', address: '/about-us', from: { file: `${GENERAL}/about-us-page.tsx` } },
  { id: 'useful-links', kind: 'page', address: '/useful-links', from: { file: `${GENERAL}/useful-links-page.tsx` } },
  { id: 'faq', kind: 'page', address: '/faq', from: { file: FAQ, fn: 'FaqPage' }, title: 'Frequently asked questions' },
  { id: 'site-map', kind: 'page', address: '/site-map', from: { file: `${GENERAL}/site-map-page.tsx` } },
  { id: 'terms-of-use', kind: 'page', address: '/terms-of-use', from: { file: `${GENERAL}/terms-of-use-page.tsx` } },
  { id: 'privacy-policy', kind: 'page', address: '/privacy-policy', from: { file: `${GENERAL}/privacy-policy-page.tsx` } },
  { id: 'supported-browsers', kind: 'page', address: '/supported-browsers', from: { file: `${GENERAL}/supported-browsers-page.tsx` } },
  { id: 'maintenance-notices', kind: 'page', address: '/maintenance-notices', from: { file: `${W}/content/pages/maintenance-notices-page.tsx` } },
  { id: 'data-sharing-terms', kind: 'page', address: '/data-sharing-terms', title: 'Data-sharing-scheme terms', from: { file: `${W}/content/sharing-terms/sharing-terms-content.ts` } },
];

/**
 * Documents written only in content/search (pages whose words come from elsewhere at run time, such as the quiz's
 * own content files): the content file is their one place.
 */
export const CONTENT_ONLY_DOCUMENTS: SearchContentDocument[] = [
  {
    id: 'tool-fin-lit-quiz',
    kind: 'tool',
    title: 'Financial literacy quiz',
    address: '/fin-lit-quiz',
    headings: ['Test what you know about money'],
    body: 'Answer questions on budgeting, saving, borrowing, investing, insurance and retirement. See your score by topic, earn a badge and get tips. No log-in needed.',
    source: null,
  },
  {
    id: 'tool-retirement-calculator',
    kind: 'tool',
    title: 'Retirement calculator',
    address: '/retirement-resources/define-retirement-goals',
    headings: ['How much you need for retirement'],
    body: 'Work out how much you need in retirement from your monthly income or your monthly expenses, the age you retire and the years in retirement, with prices rising each year.',
    source: null,
  },
];

function parse(root: string, file: string): ts.SourceFile {
  const text = readFileSync(path.join(root, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function findScope(source: ts.SourceFile, scope: Scope): ts.Node {
  if (!scope.fn && !scope.match) return source;
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (scope.fn) {
      if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name?.text === scope.fn) found = node;
      else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === scope.fn && node.initializer) found = node.initializer;
    } else if (scope.match && ts.isObjectLiteralExpression(node)) {
      const prop = node.properties.find((p) => ts.isPropertyAssignment(p) && propertyName(p) === scope.match!.property);
      if (prop && ts.isPropertyAssignment(prop) && literalText(prop.initializer) === scope.match.value) found = node;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`search content: nothing matches ${JSON.stringify(scope)}`);
  return found;
}

function propertyName(p: ts.PropertyAssignment): string | null {
  return ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : null;
}

/** The words of a string, a template (its literal parts, the product's name for `${name}`) or null. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => `${ts.isIdentifier(span.expression) && span.expression.text === 'name' ? PRODUCT_NAME : ''}${span.literal.text}`)].join('');
  }
  return null;
}

const WORD_PROPERTIES = new Set(['title', 'summary', 'lead', 'label', 'heading']);
const HEADING_TAGS = new Set(['h2', 'h3']);

/** One space between words, none before punctuation (JSX text beside a link leaves 'the expense manager ,'). */
const clean = (text: string) => text.replace(/\s+/g, ' ').replace(/ ([,.;:!?)])/g, '$1').trim();

function tagName(node: ts.JsxElement): string {
  return node.openingElement.tagName.getText();
}

/** Title, headings and body text of one part of a page source. */
function wordsOf(node: ts.Node, constants?: ConstantText): { title: string | null; headings: string[]; parts: string[] } {
  let title: string | null = null;
  const headings: string[] = [];
  const parts: string[] = [];
  // The first title names the page; later ones (the items of a list, the clauses of terms) are its headings.
  const addTitle = (text: string) => {
    if (title === null) title = text;
    else if (text !== title) headings.push(text);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isJsxElement(n)) {
      const tag = tagName(n);
      if (tag === 'h1' || HEADING_TAGS.has(tag)) {
        const text = clean(textOf(n));
        if (tag === 'h1') title ??= text || null;
        else if (text) headings.push(text);
      }
    }
    if (ts.isJsxText(n)) {
      const text = clean(n.text);
      if (text) parts.push(text);
    } else if (ts.isJsxExpression(n) && n.expression && ts.isIdentifier(n.expression) && n.expression.text === 'name') {
      parts.push(PRODUCT_NAME);
    } else if (ts.isJsxExpression(n) && n.expression && (ts.isStringLiteral(n.expression) || ts.isTemplateExpression(n.expression)) && ts.isJsxElement(n.parent)) {
      const text = literalText(n.expression);
      if (text && text.trim()) parts.push(clean(text));
    } else if (ts.isJsxExpression(n) && n.expression && constants && (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))) {
      const text = constants(n.expression);
      if (text !== null) parts.push(clean(text));
    } else if (ts.isJsxAttribute(n) && n.initializer && WORD_PROPERTIES.has(n.name.getText())) {
      const value = ts.isStringLiteral(n.initializer) ? n.initializer.text : ts.isJsxExpression(n.initializer) && n.initializer.expression ? literalText(n.initializer.expression) : null;
      if (value) {
        if (n.name.getText() === 'title') addTitle(clean(value));
        else parts.push(clean(value));
      }
    } else if (ts.isPropertyAssignment(n) && propertyName(n) === 'paragraphs' && ts.isArrayLiteralExpression(n.initializer)) {
      for (const element of n.initializer.elements) {
        const text = literalText(element);
        if (text) parts.push(clean(text));
      }
    } else if (ts.isPropertyAssignment(n) && WORD_PROPERTIES.has(propertyName(n) ?? '')) {
      const value = literalText(n.initializer);
      if (value) {
        if (propertyName(n) === 'title') addTitle(clean(value));
        else parts.push(clean(value));
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return { title, headings, parts };
}

function textOf(node: ts.Node): string {
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isJsxText(n)) out.push(n.text);
    else if (ts.isJsxExpression(n) && n.expression) {
      const text = literalText(n.expression);
      if (text !== null) out.push(text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out.join(' ');
}

type ConstantText = (expression: ts.Expression) => string | null;

/** How the pages write an amount in dollars (`money(n)` in the retirement guide): S$ and en-SG grouping. */
const MONEY_FORMATTERS = new Set(['money']);
const dollars = (n: number) => `S$${n.toLocaleString('en-SG')}`;

/**
 * The words of a JSX expression whose value is fixed in the source, or null: a number (`{3}`), a property of a
 * constant object (`{F.emergencyFundLowMonths}`, `as const` in this file or imported from a sibling file), an
 * amount through the page's money formatter (`{money(F.cashBonusUpTo)}`), or a constant JSX element (`{HDB}`, a link
 * whose text is the word). So a snippet keeps "Keep 3 to 6 months" and "up to S$30,000" (docs/decisions.md "Search").
 * Anything computed at run time (a dated rule table, the signed-in state) stays out.
 */
function constantText(root: string, file: string, sourceOf: (file: string) => ts.SourceFile): ConstantText {
  const declarationIn = (source: ts.SourceFile, name: string): ts.Expression | null => {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) return declaration.initializer;
      }
    }
    return null;
  };
  /** The initializer of `name` as seen from `from`: declared there, or imported from a relative module. */
  const resolve = (from: string, name: string): { file: string; value: ts.Expression } | null => {
    const source = sourceOf(from);
    const local = declarationIn(source, name);
    if (local) return { file: from, value: local };
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith('.')) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const base = path.join(path.dirname(from), statement.moduleSpecifier.text.replace(/\.js$/, ''));
      const target = ['.ts', '.tsx'].map((ext) => `${base}${ext}`).find((candidate) => existsSync(path.join(root, candidate)));
      return target ? resolve(target, (element.propertyName ?? element.name).text) : null;
    }
    return null;
  };
  const unwrap = (node: ts.Expression): ts.Expression => (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node);
  const valueOf = (from: string, node: ts.Expression): { file: string; value: ts.Expression } | null => {
    const expression = unwrap(node);
    if (ts.isIdentifier(expression)) {
      const found = resolve(from, expression.text);
      return found ? valueOf(found.file, found.value) : null;
    }
    if (ts.isPropertyAccessExpression(expression)) {
      const owner = valueOf(from, expression.expression);
      if (!owner || !ts.isObjectLiteralExpression(owner.value)) return null;
      const property = owner.value.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === expression.name.text);
      return property ? valueOf(owner.file, property.initializer) : null;
    }
    return { file: from, value: expression };
  };
  const numberOf = (node: ts.Expression): number | null => {
    const found = valueOf(file, node);
    return found && ts.isNumericLiteral(found.value) ? Number(found.value.text.replace(/_/g, '')) : null;
  };
  return (expression) => {
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && MONEY_FORMATTERS.has(expression.expression.text) && expression.arguments.length === 1) {
      const amount = numberOf(expression.arguments[0]!);
      return amount === null ? null : dollars(amount);
    }
    if (!ts.isIdentifier(expression) && !ts.isPropertyAccessExpression(expression) && !ts.isNumericLiteral(expression)) return null;
    if (ts.isIdentifier(expression) && expression.text === 'name') return null;
    const found = valueOf(file, expression);
    if (!found) return null;
    if (ts.isNumericLiteral(found.value)) return String(Number(found.value.text.replace(/_/g, '')));
    if (ts.isJsxElement(found.value)) return clean(textOf(found.value)) || null;
    return null;
  };
}

/** Every search document, read from the page sources under `root` (the repository) plus the content-only ones. */
export function extractSearchDocuments(root: string): SearchContentDocument[] {
  const sources = new Map<string, ts.SourceFile>();
  const sourceOf = (file: string) => sources.get(file) ?? sources.set(file, parse(root, file)).get(file)!;
  const extracted = SEARCH_CONTENT_ENTRIES.map((entry): SearchContentDocument => {
    const constants = constantText(root, entry.from.file, sourceOf);
    const words = wordsOf(findScope(sourceOf(entry.from.file), entry.from), constants);
    const title = entry.title ?? (entry.titleFrom ? wordsOf(findScope(sourceOf(entry.titleFrom.file), entry.titleFrom)).title : words.title);
    if (!title) throw new Error(`search content: no title for ${entry.id}`);
    // A page titled elsewhere keeps its own first title as a heading.
    if (words.title !== null && words.title !== title && !words.headings.includes(words.title)) words.headings.unshift(words.title);
    const body = words.parts.filter((part) => part !== title && !words.headings.includes(part)).join(' ');
    const headings = [...words.headings, ...(entry.keywords ?? []).filter((keyword) => !words.headings.includes(keyword))];
    return { id: entry.id, kind: entry.kind, title, address: entry.address, headings, body: clean(body), source: entry.from.file };
  });
  return [...extracted, ...CONTENT_ONLY_DOCUMENTS];
}

/** The content file of a document: content/search/<id>.json. */
export function contentFileName(document: Pick<SearchContentDocument, 'id'>): string {
  return `${document.id}.json`;
}
