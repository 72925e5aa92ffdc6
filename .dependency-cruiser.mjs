/**
 * The dependency rule of docs/architecture.md, enforced on every `make test`.
 * domain -> shared-kernel only; ports -> domain; application -> ports, domain, other contexts' public.ts;
 * adapters -> anything inward; web -> shared-kernel, *.contract.ts (types) and the pure domains named in the web rule
 * below; migrations -> nothing in src.
 */
const CONTEXTS = '(identity|cashflow-wealth|targets|housing|data-import|content|quiz)';

export default {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'A domain imports only its own domain and the shared kernel.',
      severity: 'error',
      from: { path: `^src/${CONTEXTS}/domain/` },
      to: { path: '^src/', pathNot: ['^src/$1/domain/', '^src/shared-kernel/'] },
    },
    {
      name: 'domain-has-no-frameworks',
      comment: 'Domain code uses no framework or I/O library (big.js and luxon are values, allowed).',
      severity: 'error',
      from: { path: `^src/(${CONTEXTS}/domain|shared-kernel)/` },
      to: { path: ['node_modules/', '^(node:)?(fs|net|http|https|child_process|crypto|os|path|url)$'], pathNot: ['node_modules/(big\\.js|luxon|@types/big\\.js|@types/luxon)/'] },
    },
    {
      name: 'ports-know-only-the-domain',
      severity: 'error',
      from: { path: `^src/${CONTEXTS}/ports/` },
      to: { path: '^src/', pathNot: ['^src/$1/(domain|ports)/', '^src/shared-kernel/'] },
    },
    {
      name: 'application-not-to-adapters-or-platform',
      comment: 'Use cases depend on ports, never on the adapters behind them or on the HTTP/DB platform.',
      severity: 'error',
      from: { path: `^src/${CONTEXTS}/application/` },
      to: { path: [`^src/$1/adapters/`, '^src/platform/'] },
    },
    {
      name: 'contexts-meet-through-public-api',
      comment: "A context may use another context only through that context's public.ts.",
      severity: 'error',
      from: { path: `^src/${CONTEXTS}/` },
      to: { path: `^src/${CONTEXTS}/`, pathNot: ['^src/$1/', 'public\\.ts$'] },
    },
    {
      name: 'shared-kernel-stands-alone',
      severity: 'error',
      from: { path: '^src/shared-kernel/' },
      to: { path: '^src/', pathNot: '^src/shared-kernel/' },
    },
    {
      name: 'web-uses-only-kernel-and-contracts',
      comment:
        'The web app may use the shared kernel, the API contracts (types) and the pure domains of targets, quiz and housing (the rules the editors, the quiz and the plan preview apply in the browser), the pure investing domain of cashflow-wealth and its insurance vocabulary (decisions.md "Investing for beginners"), nothing else of the server.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/', pathNot: ['^src/shared-kernel/', '\\.contract\\.ts$', '^src/targets/domain/', '^src/quiz/domain/', '^src/housing/domain/', '^src/cashflow-wealth/domain/investing/', '^src/cashflow-wealth/domain/insurance-vocabulary\\.ts$'] },
    },
    {
      name: 'migrations-stand-alone',
      comment: 'A migration must keep working when the code it was written against has changed.',
      severity: 'error',
      from: { path: '^migrations/' },
      to: { path: '^(src|web)/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
