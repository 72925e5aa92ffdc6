import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.TARGETS_SCREENSHOT_DIR;

/**
 * A resident sets up their targets (monthly savings, an emergency fund and two goals), allocates S$8,000 of savings
 * with Auto-allocate, takes it back with Undo and allocates by hand; then completes a target (under Paid out, with
 * the '{name} completed' toast) and restores it.
 */
describe('Journey: savings targets', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  async function post(page: Page, path: string, data: unknown) {
    const res = await page.request.post(url(`/api/v1${path}`), { data });
    expect(res.status(), `${path}: ${await res.text()}`).to.be.oneOf([200, 201]);
  }

  /** Toasts of earlier steps time out on their own; one fading out during an axe run reads as low contrast. */
  async function dismissToasts(page: Page) {
    for (const dismiss of await page.getByRole('button', { name: 'Dismiss message' }).all()) await dismiss.click().catch(() => undefined);
    await page.getByRole('button', { name: 'Dismiss message' }).first().waitFor({ state: 'detached' }).catch(() => undefined);
  }

  async function fillDate(page: Page, scope: ReturnType<Page['locator']>, date: string) {
    const [year, month, day] = date.split('-');
    await scope.getByLabel('Day').fill(day!);
    await scope.getByLabel('Month').fill(month!);
    await scope.getByLabel('Year').fill(year!);
  }

  it('sets up, auto-allocates and undoes, completes and restores a target', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'targets.resident@example.com');
    // S$8,000 in a savings account (the available funds) and S$2,000 of spending a month.
    await post(page, '/asset/cash-savings', { name: 'Savings', totalValueAmount: 800_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null });
    await post(page, '/expense', { expenses: [{ category: 'FOOD', amount: 200_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null }] });

    // The protection area's allocation shares the targets' funds: before setup it sends the resident to the setup too.
    await page.goto(url('/dashboard/protection/allocate-funds-and-allocation'));
    await page.waitForURL(url('/targets/setup'));
    // Targets before setup: the gate sends the resident to the setup.
    await page.goto(url('/targets'));
    await page.waitForURL(url('/targets/setup'));
    await page.getByRole('heading', { name: 'Create your financial targets', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'targets setup intro');
    await page.getByRole('link', { name: /Start|Continue where you left off/ }).first().click();

    // Step 1: monthly savings. A minus sign is never dropped: -200 is refused with the spec's text and nothing is saved.
    await page.waitForURL(url('/targets/setup/step-1'));
    const monthly = page.getByLabel('Monthly savings (S$)');
    await monthly.fill('-200');
    await monthly.blur();
    await page.getByText('Must be more than or equal to 0').waitFor();
    expect(await monthly.inputValue()).to.equal('-200');
    // 'Save and continue' is aria-disabled while the amount is wrong; pressing it (Enter in the form) saves nothing.
    expect(await page.getByRole('button', { name: 'Save and continue' }).getAttribute('aria-disabled')).to.equal('true');
    await monthly.press('Enter');
    await page.getByText('Must be more than or equal to 0').waitFor();
    expect(page.url()).to.equal(url('/targets/setup/step-1'));
    const finances = await page.request.get(url('/api/v1/finances'));
    expect((await finances.json()).targetMonthlySavings, 'nothing saved').to.equal(null);
    await monthly.fill('500');
    // The day of transfer (spec 3 §9): 1 to 28; an automatic transfer needs one.
    const day = page.getByLabel('Day of the month you move it');
    await page.getByRole('radio', { name: /Yes, my bank moves it/ }).check();
    await day.fill('31');
    await day.blur();
    await page.getByText('Choose a day from 1 to 28').waitFor();
    expect(await page.getByRole('button', { name: 'Save and continue' }).getAttribute('aria-disabled')).to.equal('true');
    await day.fill('25');
    await day.blur();
    expect(await page.getByText('Choose a day from 1 to 28').count()).to.equal(0);
    await expectNoAxeViolations(page, 'monthly savings step');
    await shoot(page, 'targets-step-1');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(url('/targets/setup/step-2'));
    expect(await (await page.request.get(url('/api/v1/finances'))).json()).to.deep.include({ dayOfTransfer: 25, automaticTransferStatus: true });

    // Step 2: the emergency fund and two goals. S$8,000 saved already covers 3 months of S$2,000: 6 months suggested.
    await page.waitForURL(url('/targets/setup/step-2'));
    await page.getByRole('button', { name: 'Set up your emergency fund' }).click();
    const fund = page.getByRole('dialog', { name: 'Emergency fund' });
    expect(await fund.getByLabel('Emergency fund (S$)').inputValue()).to.equal('12,000');
    expect(await fund.getByLabel('Months of spending').inputValue()).to.equal('6');
    await fund.getByLabel('Months of spending').fill('2');
    expect(await fund.getByLabel('Emergency fund (S$)').inputValue()).to.equal('4,000');
    await expectNoAxeViolations(page, 'emergency fund editor');
    await fund.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Emergency fund added').waitFor();

    await dismissToasts(page);
    await page.getByRole('button', { name: 'Add a target' }).click();
    const add = page.getByRole('dialog', { name: 'Add a target' });
    await add.getByRole('button', { name: 'Travel' }).click();
    expect(await add.getByRole('button', { name: 'Travel' }).getAttribute('aria-pressed')).to.equal('true');
    await add.getByLabel('Target amount (S$)').fill('3000');
    await expectNoAxeViolations(page, 'add target');
    await shoot(page, 'targets-add');
    await add.getByRole('button', { name: 'Add target' }).click();
    await page.getByText("'Travel' added").waitFor();

    await page.getByRole('button', { name: 'Add a target' }).click();
    const second = page.getByRole('dialog', { name: 'Add a target' });
    await second.getByLabel('Name', { exact: true }).fill('Renovation');
    await second.getByLabel('Target amount (S$)').fill('5000');
    await fillDate(page, second, '2028-06-30');
    await second.getByRole('button', { name: 'Add target' }).click();
    await page.getByText("'Renovation' added").waitFor();
    await shoot(page, 'targets-step-2');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: Auto-allocate fills in date order (fund S$4,000, Travel S$3,000, Renovation S$1,000), Undo takes it back.
    await page.waitForURL(url('/targets/setup/step-3'));
    await page.getByRole('heading', { name: 'Allocate your total savings to your targets' }).waitFor();
    const amounts = () => page.locator('.allocation__panel input[inputmode="numeric"]').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
    expect(await amounts()).to.deep.equal(['0', '0', '0']);
    await page.getByRole('button', { name: 'Auto-allocate' }).click();
    expect(await amounts()).to.deep.equal(['4,000', '3,000', '1,000']);
    await page.getByText(/^Staying within your available fund/).waitFor();
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'allocation');
    await shoot(page, 'targets-allocation');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await amounts()).to.deep.equal(['0', '0', '0']);
    // By hand: more than the funds is refused on screen.
    await page.getByLabel('Allocated to Renovation (S$)').fill('9000');
    expect(await amounts()).to.deep.equal(['0', '0', '5,000']);
    await page.getByLabel('Allocated to Emergency fund (S$)').fill('4000');
    await page.getByText(/^Exceeded your available fund/).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).to.equal(true);
    await page.getByLabel('Allocated to Renovation (S$)').fill('1000');
    await page.getByRole('button', { name: 'Continue' }).click();
    // S$3,000 stays unallocated while Travel is empty: asked first.
    const ask = page.getByRole('dialog', { name: 'Continue without allocating all your savings?' });
    await ask.getByText('S$3,000 of your savings will not go towards your targets.').waitFor();
    await ask.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(url('/targets/setup/completed'));
    await page.getByText('Targets set up').waitFor();
    await page.getByRole('link', { name: 'See your targets' }).click();

    // The targets page: the fund and both goals, with their badges.
    await page.waitForURL(url('/targets'));
    await page.getByRole('heading', { name: 'Upcoming targets' }).waitFor();
    // The transfer as the plan counts it: on the 25th, next in this month or the next (the suite runs on the real clock).
    await page.getByText(/^Your bank moves it automatically on the 25th of each month; next on 25 [A-Z][a-z]{2} 20\d\d\.$/).waitFor();
    await expectNoAxeViolations(page, 'targets page');
    await shoot(page, 'targets-page');

    // Complete Travel: the paid-out view, then the allocation page, and Travel under Paid out.
    await dismissToasts(page);
    await page.getByRole('button', { name: /^Travel:/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit target' });
    await edit.getByRole('button', { name: 'Complete target' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete target' });
    await complete.getByLabel('Amount paid out (S$)').fill('2800');
    await expectNoAxeViolations(page, 'complete target');
    await complete.getByRole('button', { name: 'Complete target' }).click();
    await page.getByText("'Travel' completed").waitFor();
    await page.waitForURL(url('/allocate-funds-and-allocation'));
    await page.getByRole('heading', { name: 'Update your available funds and allocation' }).waitFor();

    // The same allocation from the protection area (spec 1 §2, spec 2 §2): its own page, reached from the area page,
    // with the emergency fund among the targets; Back returns to the protection area.
    await page.goto(url('/dashboard/protection'));
    await page.getByRole('link', { name: 'Share your savings between your emergency fund and targets' }).click();
    await page.waitForURL(url('/dashboard/protection/allocate-funds-and-allocation'));
    await page.getByRole('heading', { name: 'Allocate your funds to your emergency fund and targets', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Update your savings and fixed deposits' }).getAttribute('href')).to.equal('/dashboard/protection/edit-emergency-fund');
    await page.getByText('Emergency fund', { exact: false }).first().waitFor();
    await expectNoAxeViolations(page, 'protection allocation');
    await shootBothWidths(page, process.env.SCREENSHOT_DIR ?? SHOTS, 'protection-allocation');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL(url('/dashboard/protection'));
    await page.goto(url('/targets'));
    const paidOut = page.getByRole('region', { name: 'Paid out' });
    await paidOut.getByText('Paid out S$2,800', { exact: false }).waitFor();

    // Restore it: back to an upcoming target of S$2,800 due a month ahead.
    await paidOut.getByRole('button', { name: /^Travel:/ }).click();
    await page.getByRole('dialog', { name: 'Travel' }).getByRole('button', { name: 'Restore target' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore target' });
    expect(await restore.getByLabel('Target amount (S$)').inputValue()).to.equal('2,800');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await page.getByText("'Travel' restored").waitFor();
    await page.getByRole('region', { name: 'Upcoming targets' }).getByRole('button', { name: /^Travel: S\$0 of S\$2,800/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Paid out' }).count()).to.equal(0);

    // Closing with a change asks first; Cancel goes back with the change kept; then the target is deleted.
    await dismissToasts(page);
    await page.getByRole('button', { name: /^Renovation:/ }).click();
    const renovation = page.getByRole('dialog', { name: 'Edit target' });
    await renovation.getByLabel('Name', { exact: true }).fill('Kitchen');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await discard.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('dialog', { name: 'Edit target' }).getByLabel('Name', { exact: true }).inputValue()).to.equal('Kitchen');
    await page.getByRole('dialog', { name: 'Edit target' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete target?' });
    await confirm.getByText('You cannot undo this action.').waitFor();
    await expectNoAxeViolations(page, 'delete target');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText("'Renovation' deleted").waitFor();
    expect(await page.getByRole('button', { name: /^Renovation:/ }).count()).to.equal(0);

    // The reading page, public, with its Back button.
    await page.goto(url('/savings-resources/setting-smart-targets'));
    await page.getByRole('heading', { name: 'Setting SMART targets', level: 1 }).waitFor();
    await page.getByText('2 min read').waitFor();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await context.close();
  });

  it('a target past its date: the targets wait until it is updated, then the savings are allocated again', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'expired.target@example.com');
    await post(page, '/asset/cash-savings', { name: 'Savings', totalValueAmount: 500_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null });
    // Set up earlier, with a wedding that was due in March 2026 and S$2,000 put towards it: saved while its date was
    // ahead (a past date is refused), then moved back in the database as the passing time would have.
    const wedding = await page.request.post(url('/api/v1/goal'), { data: { name: 'Wedding', totalAmount: 300_000, currentAmount: 200_000, date: '2200-03-31' } });
    expect(wedding.status(), await wedding.text()).to.equal(201);
    await journey.app.app.sequelize.query("UPDATE goals SET date = '2026-03-31' WHERE id = $1", { bind: [(await wedding.json()).data.id] });
    const setUp = await page.request.put(url('/api/v1/module-status'), {
      data: { module: 'SET_SAVING_TARGETS', currentStep: null, lastUpdated: new Date().toISOString(), lastCompleted: new Date().toISOString() },
    });
    expect(setUp.status(), await setUp.text()).to.equal(200);

    await page.goto(url('/targets'));
    await page.waitForURL(url('/update-savings-preview'));
    await page.getByRole('heading', { name: 'Update your available funds and target status', level: 1 }).waitFor();
    await page.getByText(/^Due 31 Mar 2026: S\$2,000 of S\$3,000 saved$/).waitFor();
    await expectNoAxeViolations(page, 'update savings preview');
    await shoot(page, 'targets-update-preview');
    await page.getByRole('link', { name: 'Start' }).click();

    await page.waitForURL(url('/update-available-funds'));
    await page.getByText('S$5,000', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'They are up to date' }).click();

    await page.waitForURL(url('/update-target-progress'));
    await page.getByRole('button', { name: 'I reached it' }).click();
    expect(await page.getByLabel('Amount paid out (S$)').inputValue()).to.equal('2,000');
    await page.getByLabel('Amount paid out (S$)').fill('3000');
    await expectNoAxeViolations(page, 'update target progress');
    await shoot(page, 'targets-update-progress');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("'Wedding' completed").waitFor();

    await page.waitForURL(url('/allocate-available-funds'));
    await page.getByRole('heading', { name: 'Allocate your savings to your targets' }).waitFor();
    await page.getByText('You have no open targets to allocate to. Add a target or an emergency fund first.').waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(url('/targets'));
    await page.getByRole('region', { name: 'Paid out' }).getByText('Paid out S$3,000', { exact: false }).waitFor();
    await context.close();
  });
});
