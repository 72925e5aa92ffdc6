/// <reference types="mocha" />
import { expect } from 'chai';
import { Analytics, captureUtm, type AnalyticsEvent, type AnalyticsProperties } from '../src/app/analytics/analytics';
import { analyticsPath, utmFromSearch } from '../src/app/analytics/utm';

function recorder() {
  const sent: Array<[AnalyticsEvent, AnalyticsProperties]> = [];
  return { sent, adapter: { send: (event: AnalyticsEvent, properties: AnalyticsProperties) => void sent.push([event, properties]) } };
}

describe('web analytics (spec 1 §7)', () => {
  it("sends 'App Entered' once with UTM, 'Page View' per page and 'Page Change' with 'From URL'", () => {
    const { sent, adapter } = recorder();
    const analytics = new Analytics({ adapter, isEnabled: () => true, utm: () => ({ utm_source: 'newsletter', utm_campaign: 'budget-2026' }) });
    analytics.pageShown('/dashboard');
    analytics.pageShown('/dashboard');
    analytics.pageShown('/settings');
    expect(sent).to.deep.equal([
      ['App Entered', { URL: '/dashboard', utm_source: 'newsletter', utm_campaign: 'budget-2026' }],
      ['Page View', { URL: '/dashboard' }],
      ['Page View', { URL: '/settings' }],
      ['Page Change', { URL: '/settings', 'From URL': '/dashboard' }],
    ]);
  });

  it('sends nothing while the resident is signed out or has analytics off; enters on the first tracked page', () => {
    const { sent, adapter } = recorder();
    let enabled = false;
    const analytics = new Analytics({ adapter, isEnabled: () => enabled, utm: () => ({}) });
    analytics.pageShown('/');
    analytics.pageShown('/search');
    expect(sent).to.deep.equal([]);
    enabled = true;
    analytics.pageShown('/settings');
    expect(sent).to.deep.equal([
      ['App Entered', { URL: '/settings' }],
      ['Page View', { URL: '/settings' }],
      ['Page Change', { URL: '/settings', 'From URL': '/search' }],
    ]);
  });

  it('keeps query strings and identifiers out of URLs', () => {
    expect(analyticsPath('/email-verification/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA')).to.equal('/email-verification/:id');
    expect(analyticsPath('/dashboard/protection/policies/plan/12345')).to.equal('/dashboard/protection/policies/plan/:id');
    expect(analyticsPath('/onboarding/info/step-1')).to.equal('/onboarding/info/step-1');
  });

  it('reads UTM parameters from the landing URL, trimmed and capped, ignoring others', () => {
    expect(utmFromSearch('?utm_source=%20mas%20&utm_medium=email&utm_term=&utm_content=' + 'x'.repeat(150) + '&searchQuery=cpf')).to.deep.equal({
      utm_source: 'mas',
      utm_medium: 'email',
      utm_content: 'x'.repeat(100),
    });
    expect(utmFromSearch('')).to.deep.equal({});
  });

  it('keeps UTM parameters across the sign-in round trip (session storage); new ones replace them', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(captureUtm('?utm_source=facebook', storage)).to.deep.equal({ utm_source: 'facebook' });
    expect(captureUtm('?code=abc&state=xyz', storage)).to.deep.equal({ utm_source: 'facebook' });
    expect(captureUtm('?utm_source=instagram', storage)).to.deep.equal({ utm_source: 'instagram' });
    expect(captureUtm('', null)).to.deep.equal({});
  });
});

describe('target success events (spec 3 §7: on success a success message and analytics events)', () => {
  it("sends 'Target Success' with the kind of target, what was done and the page, only while analytics is on", () => {
    const { sent, adapter } = recorder();
    let enabled = false;
    const analytics = new Analytics({ adapter, isEnabled: () => enabled, utm: () => ({}) });
    analytics.targetSucceeded('Goal', 'Added');
    expect(sent, 'opted out: nothing leaves').to.deep.equal([]);
    enabled = true;
    analytics.pageShown('/targets');
    sent.length = 0;
    analytics.targetSucceeded('Goal', 'Completed');
    analytics.targetSucceeded('Emergency fund', 'Updated');
    expect(sent).to.deep.equal([
      ['Target Success', { Target: 'Goal', Action: 'Completed', URL: '/targets' }],
      ['Target Success', { Target: 'Emergency fund', Action: 'Updated', URL: '/targets' }],
    ]);
    enabled = false;
    analytics.targetSucceeded('Goal', 'Deleted');
    expect(sent, 'turned off again: nothing more').to.have.length(2);
  });

  it('carries no URL while no page has been shown yet', () => {
    const { sent, adapter } = recorder();
    new Analytics({ adapter, isEnabled: () => true, utm: () => ({}) }).targetSucceeded('Goal', 'Restored');
    expect(sent).to.deep.equal([['Target Success', { Target: 'Goal', Action: 'Restored' }]]);
  });
});
