/// <reference types="mocha" />
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { buildBreadcrumbs, crumbLabel, previousCrumb } from '../src/app/layout/breadcrumbs-model';
import { PLAN_STEP_PAGES } from '../src/housing/plan-form';
import { READINESS_PATH, RESULTS_PATH } from '../src/investing/readiness/readiness-text';

const PLAN_ID = '3f2a9c1e-0b4d-4e8a-9f6c-2d1b7a5e4c30';

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');

/** The slugs of the articles a `:guide` or `:article` route serves (their files hold JSX, so read as text). */
const slugsIn = (file: string) => [...read(file).matchAll(/slug: '([^']+)'/g)].map((match) => match[1]!);
const HOUSING_GUIDES = slugsIn('web/src/content/resources/housing/housing-guides.tsx');
const INSURANCE_ARTICLES = slugsIn('web/src/content/resources/insurance/insurance-articles.tsx');

/** Every route the router declares with a literal path, read from the route files themselves. */
function declaredRoutes(): string[] {
  const files = ['web/src/app/router.tsx', 'web/src/dashboard/sub-pages/dashboard-area-routes.tsx', 'web/src/investing/pages/readiness/readiness-routes.tsx'];
  const paths = new Set<string>();
  for (const file of files) {
    const source = read(file);
    for (const match of source.matchAll(/path: '([^'*]+)'/g)) paths.add('/' + match[1]!);
    for (const match of source.matchAll(/path: at\('([^']+)'\)/g)) paths.add(`${RESULTS_PATH}/${match[1]!}`);
  }
  paths.add(READINESS_PATH);
  paths.add(RESULTS_PATH);
  return [...paths];
}

/** The concrete addresses a resident can open for each route (parameters filled with real values). */
function concreteAddresses(): string[] {
  const out: string[] = [];
  for (const route of declaredRoutes()) {
    if (route.includes(':step')) for (const page of PLAN_STEP_PAGES) out.push(route.replace(':planId', PLAN_ID).replace(':step', page.slug));
    else if (route.includes(':guide')) for (const slug of HOUSING_GUIDES) out.push(route.replace(':guide', slug));
    else if (route.includes(':article')) for (const slug of INSURANCE_ARTICLES) out.push(route.replace(':article', slug));
    else out.push(route.replace(/:planId|:revisionId/, PLAN_ID).replace(':verificationCode', 'a1b2c3'));
  }
  expect(HOUSING_GUIDES).to.have.length.greaterThan(3);
  expect(INSURANCE_ARTICLES).to.have.length.greaterThan(3);
  return out;
}

/** Words the paths use that mean nothing to a resident (docs/decisions.md "Rough edges smoothed"). */
const DEVELOPER_WORDS = /\b(lockout|gov|main|inflow|outflow|sp|apim|callback|cdp and or|step \d|info|my info|calc)\b/i;

describe('breadcrumbs', () => {
  it('reads "What can I afford" for the affordability page: "I" in capitals, no question mark', () => {
    expect(buildBreadcrumbs('/buying-a-house/what-can-i-afford').map((c) => c.label)).to.deep.equal(['Buying a house', 'What can I afford']);
  });

  it('is empty for the root and for one segment', () => {
    expect(buildBreadcrumbs('/')).to.deep.equal([]);
    expect(buildBreadcrumbs('/about-us')).to.deep.equal([]);
    expect(buildBreadcrumbs('/about-us/')).to.deep.equal([]);
  });

  it('has one crumb per segment, capitalised, hyphens as spaces', () => {
    expect(buildBreadcrumbs('/dashboard/cashflow/edit-income')).to.deep.equal([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Cashflow', to: '/dashboard/cashflow' },
      { label: 'Edit income', to: '/dashboard/cashflow/edit-income' },
    ]);
  });

  it('decodes escaped segments and tolerates malformed escapes', () => {
    expect(crumbLabel('savings%20tips')).to.equal('Savings tips');
    expect(crumbLabel('100%-sure')).to.equal('100% sure');
    expect(crumbLabel('3f2a9c1e-0b4d-4e8a-9f6c-2d1b7a5e4c30'), 'an id').to.equal('Details');
    expect(crumbLabel('plan')).to.equal('Plan');
    expect(crumbLabel('hdb-or-bank-loan')).to.equal('HDB or bank loan');
  });

  it('gives the parent crumb for the mobile back link', () => {
    const crumbs = buildBreadcrumbs('/loans-and-credit-resources/credit-cards');
    expect(previousCrumb(crumbs)).to.deep.equal({ label: 'Loans and credit resources', to: '/loans-and-credit-resources' });
    expect(previousCrumb([])).to.equal(null);
  });

  it('names the pages residents saw developer words on in plain English', () => {
    const labels = (path: string) => buildBreadcrumbs(path).map((crumb) => crumb.label);
    expect(labels('/targets/lockout-page')).to.deep.equal(['Targets', 'Before you start']);
    expect(labels('/cashflow/inflow')).to.deep.equal(['Cashflow', 'Income']);
    expect(labels('/cashflow/outflow-expense')).to.deep.equal(['Cashflow', 'Expenses']);
    expect(labels('/targets/setup/step-2')).to.deep.equal(['Targets', 'Set up', 'Your targets']);
    expect(labels('/settings/data-selection/main')).to.deep.equal(['Settings', 'Data selection']);
    expect(labels('/investment-resources/set-up-cdp-and-or-brokerage-account')).to.deep.equal(['Investment resources', 'Set up a CDP or brokerage account']);
    expect(labels('/savings-resources/setting-smart-targets')).to.deep.equal(['Savings resources', 'Setting SMART targets']);
    expect(labels(`/buying-a-house/financing-plan/${PLAN_ID}/step-2`)).to.deep.equal(['Buying a house', 'Financing plan', 'Your plan', 'Flat and budget information']);
  });

  it('has no crumb for an address that only sends the browser elsewhere (the "Data" crumb opened the bank page)', () => {
    for (const path of ['/data/summary/gov', '/data/summary/banks']) {
      expect(buildBreadcrumbs(path).map((crumb) => crumb.to), path).to.not.include.members(['/data', '/data/summary']);
    }
  });

  it('reads in plain English on every route: no camelCase, no raw path words, each crumb capitalised', () => {
    const addresses = concreteAddresses();
    expect(addresses.length).to.be.greaterThan(120);
    for (const address of addresses) {
      for (const { label } of buildBreadcrumbs(address)) {
        const where = `${address}: "${label}"`;
        expect(label, where).to.match(/^[A-Z]/);
        expect(label, where).to.not.match(/[a-z][A-Z]/);
        expect(label, where).to.not.match(/[_/:%]|\w-\w+-\w/);
        expect(label, where).to.not.match(DEVELOPER_WORDS);
        expect(label, where).to.not.match(/\b(cpf|hdb|cdp|srs|smart|myinfo)\b/);
      }
    }
  });
});
