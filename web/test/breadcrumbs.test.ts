/// <reference types="mocha" />
import { expect } from 'chai';
import { buildBreadcrumbs, crumbLabel, previousCrumb } from '../src/app/layout/breadcrumbs-model';

describe('breadcrumbs', () => {
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
  });

  it('gives the parent crumb for the mobile back link', () => {
    const crumbs = buildBreadcrumbs('/loans-and-credit-resources/credit-cards');
    expect(previousCrumb(crumbs)).to.deep.equal({ label: 'Loans and credit resources', to: '/loans-and-credit-resources' });
    expect(previousCrumb([])).to.equal(null);
  });
});
