import { expect } from 'chai';
import { AFFORDABILITY_ANSWERS_KEY, hasWaitingAnswers } from '../src/housing/waiting-answers';
import { emptyAnswers, saveAnswers } from '../src/housing/affordability-answers';

const storage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('"What can I afford?" answers waiting after sign-in (the onboarding offers to go back to them)', () => {
  it('waits only once a price was typed, read from the same key the tool saves under', () => {
    const tab = storage();
    expect(hasWaitingAnswers(tab)).to.equal(false);
    saveAnswers(tab, emptyAnswers('2026-12-02'));
    expect(hasWaitingAnswers(tab), 'answers without a price are no flat').to.equal(false);
    saveAnswers(tab, { ...emptyAnswers('2026-12-02'), price: '520,000' });
    expect(hasWaitingAnswers(tab)).to.equal(true);
  });

  it('a garbled or tampered entry is nothing waiting', () => {
    const tab = storage();
    tab.setItem(AFFORDABILITY_ANSWERS_KEY, '{not json');
    expect(hasWaitingAnswers(tab)).to.equal(false);
    tab.setItem(AFFORDABILITY_ANSWERS_KEY, '{"price":520000}');
    expect(hasWaitingAnswers(tab)).to.equal(false);
    expect(hasWaitingAnswers(null)).to.equal(false);
  });
});
