/// <reference types="node" />
/**
 * Screenshots and axe checks of the built web app, for a human to look at.
 *
 *   npx vite build --config web/vite.config.ts
 *   npx vite preview --config web/vite.config.ts --port 4173 --strictPort &
 *   node --import tsx web/scripts/screenshots.ts        # BASE_URL, OUT_DIR, CHROME_PATH override the defaults
 *
 * The API is faked with Playwright routes (signed out by default, signed in for the `signedIn` cases), so no
 * server is needed. Exits 1 when axe finds a violation or a page scrolls sideways.
 */
import { mkdir } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const OUT_DIR = process.env.OUT_DIR ?? '/tmp/shots';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 360, height: 780 },
];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A resident who has consented and finished onboarding: the dashboard opens. */
const USER = {
  id: '7f3c2a9e-demo',
  name: 'LIM YONG XIANG',
  dob: '1990-05-01',
  sex: 'M',
  maritalStatus: 'S',
  residentialStatus: 'CITIZEN',
  email: 'yong.xiang@example.com',
  emailVerificationStatus: 'UNVERIFIED',
  emailNotificationsStatus: false,
  deferEmailVerification: true,
  employmentStatusRange: 'FULL_PART_TIME',
  workYearsRange: 'ABOVE_5',
  consentedToAppTNCAt: '2026-01-05T02:00:00.000Z',
  latestConsentedToAppNOCAt: '2026-01-05T02:00:00.000Z',
  accountStatus: null,
  onboardingComplete: true,
  needsNoticeOfCollectionConsent: false,
  connectedBanks: [],
};

/** Just signed in for the first time with Myinfo basics: no consent yet, nothing else answered. */
const NEW_RESIDENT = {
  ...USER,
  name: 'TAN HENG HUAT',
  dob: '1998-06-06',
  sex: 'F',
  maritalStatus: 'M',
  email: null,
  deferEmailVerification: false,
  employmentStatusRange: null,
  workYearsRange: null,
  consentedToAppTNCAt: null,
  latestConsentedToAppNOCAt: null,
  onboardingComplete: false,
  needsNoticeOfCollectionConsent: true,
};
/** Consented, onboarding not started. */
const CONSENTED = { ...NEW_RESIDENT, consentedToAppTNCAt: USER.consentedToAppTNCAt, latestConsentedToAppNOCAt: USER.consentedToAppTNCAt, needsNoticeOfCollectionConsent: false };
/** Email step done, work step open. */
const HALFWAY = { ...CONSENTED, email: 'heng.huat.tan@example.com', deferEmailVerification: true };
/** Email saved, link on its way, not deferred: step 2 shows 'Check your inbox'. */
const PENDING = { ...CONSENTED, email: 'heng.huat.tan@example.com', emailVerificationStatus: 'PENDING_VERIFICATION' };
const OUTBOX = {
  messages: [
    {
      id: 'm-2',
      to: 'heng.huat.tan@example.com',
      subject: 'Verify your email for MyMoneyPlan',
      text:
        'Hello,\n\nPlease verify your email address for MyMoneyPlan by opening this link:\n' +
        'http://127.0.0.1:4173/email-verification/3f9c2b7a\n\nThe link works for 24 hours. If you did not ask for it, ignore this email.',
      html: '<p>ignored</p>',
      createdAt: '2026-01-05T02:10:00.000Z',
    },
    {
      id: 'm-1',
      to: 'yong.xiang@example.com',
      subject: 'Verify your email for MyMoneyPlan',
      text: 'Hello,\n\nhttp://127.0.0.1:4173/email-verification/0a1b2c3d\n',
      html: '<p>ignored</p>',
      createdAt: '2026-01-04T09:45:00.000Z',
    },
  ],
};

/** No Myinfo basics at all (production until Myinfo is wired). */
const BARE = { ...CONSENTED, name: null, dob: null, sex: null, maritalStatus: null, residentialStatus: null };

interface Shot {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Statuses for API paths (suffix after /api/v1), overriding the defaults. */
  api?: Record<string, number>;
  /** Something to do before the picture, e.g. open a menu. */
  act?: (page: Page, viewport: string) => Promise<void>;
  only?: 'desktop' | 'mobile';
  /** Make this page chunk throw when it loads, to show the crash page. */
  breakChunk?: string;
  /** Runtime config written into index.html, as the server would (the preview leaves the placeholder). */
  appConfig?: Record<string, unknown>;
  /** The signed-in user (implies signedIn); USER by default. */
  user?: Record<string, unknown>;
  /** The answer to PATCH /user; by default the user with the change applied. */
  patchUser?: { status: number; json: unknown };
  /** The user GET /user answers after its first answer (e.g. verified in another tab). */
  userLater?: Record<string, unknown>;
  /** The server's errorMessage for a failing status of `api`, by path. */
  apiMessages?: Record<string, string>;
}

/** A verification made in another tab: the window gets focus and the profile is read again. */
async function verifiedElsewhere(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByText('Email verified').first().waitFor();
  await page.waitForTimeout(300);
}

async function pressContinue(page: Page): Promise<void> {
  // aria-disabled: Playwright would wait for it to be enabled; a person can press it (spec 1 §5).
  await page.getByRole('button', { name: 'Continue' }).click({ force: true });
  await page.waitForTimeout(400);
}

const SHOTS: Shot[] = [
  { name: 'landing', path: '/' },
  { name: 'login-error', path: '/login', api: { '/auth/singpass/authorize': 503 } },
  { name: 'sp-callback-error', path: '/sp-callback?error=access_denied' },
  { name: 'logout', path: '/logout' },
  { name: 'logout-duplicate', path: '/logout?reason=duplicate-session' },
  { name: 'logout-inactivity', path: '/logout?reason=inactivity-expired' },
  { name: 'logout-expired', path: '/logout?reason=access-token-expired' },
  { name: 'coming-soon-nested', path: '/savings-resources/emergency-fund' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  // consent, intercepts and onboarding (issue #3)
  { name: 'intro-privacy', path: '/dashboard', user: NEW_RESIDENT },
  { name: 'intro-privacy-error', path: '/intro-privacy', user: NEW_RESIDENT, act: pressContinue },
  {
    name: 'notice-of-collection',
    path: '/dashboard',
    user: { ...USER, latestConsentedToAppNOCAt: '2023-10-20T02:00:00.000Z', needsNoticeOfCollectionConsent: true },
  },
  { name: 'email-intercept', path: '/dashboard', user: { ...USER, deferEmailVerification: false } },
  {
    name: 'email-intercept-no-email',
    path: '/dashboard',
    user: { ...USER, email: null, deferEmailVerification: false },
    act: async (page) => {
      await page.getByLabel('Email address').fill('not-an-email');
      await page.getByRole('button', { name: "I'll verify later" }).click({ force: true });
      await page.waitForTimeout(400);
    },
  },
  // email verification (issue #4)
  { name: 'email-intercept-pending', path: '/dashboard', user: { ...USER, deferEmailVerification: false, emailVerificationStatus: 'PENDING_VERIFICATION' } },
  {
    name: 'email-intercept-resend-429',
    path: '/dashboard',
    user: { ...USER, deferEmailVerification: false, emailVerificationStatus: 'PENDING_VERIFICATION' },
    api: { '/email/regenerate-verification-code': 429 },
    apiMessages: { '/email/regenerate-verification-code': 'You have asked for too many emails. Please try again in a minute.' },
    act: async (page) => {
      await page.getByRole('button', { name: 'Resend email' }).click();
      await page.locator('.toast').waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'email-intercept-verified',
    path: '/dashboard',
    user: { ...USER, deferEmailVerification: false, emailVerificationStatus: 'PENDING_VERIFICATION' },
    userLater: { ...USER, deferEmailVerification: false, emailVerificationStatus: 'VERIFIED' },
    act: verifiedElsewhere,
  },
  { name: 'onboarding-step-2-inbox', path: '/onboarding/info/step-2', user: PENDING },
  { name: 'onboarding-step-2-inbox-blocked', path: '/onboarding/info/step-2', user: PENDING, act: pressContinue },
  {
    name: 'onboarding-step-2-sent',
    path: '/onboarding/info/step-2',
    user: { ...PENDING, emailVerificationStatus: 'UNVERIFIED' },
    act: pressContinue,
  },
  {
    name: 'onboarding-step-2-verified',
    path: '/onboarding/info/step-2',
    user: PENDING,
    userLater: { ...PENDING, emailVerificationStatus: 'VERIFIED' },
    act: verifiedElsewhere,
  },
  { name: 'email-verification-signed-out', path: '/email-verification/3f9c2b7a' },
  { name: 'email-verification-success', path: '/email-verification/3f9c2b7a', user: PENDING },
  {
    name: 'email-verification-error',
    path: '/email-verification/3f9c2b7a',
    user: PENDING,
    api: { '/email/verify-email': 422 },
    apiMessages: { '/email/verify-email': 'This link has expired or has already been used. Ask for a new one.' },
  },
  { name: 'dev-outbox', path: '/dev/outbox' },
  {
    name: 'dev-outbox-open',
    path: '/dev/outbox',
    act: async (page) => {
      await page.locator('.outbox-item summary').first().click();
    },
  },
  { name: 'onboarding-home', path: '/onboarding', user: CONSENTED },
  { name: 'onboarding-home-resume', path: '/nowhere', user: HALFWAY },
  { name: 'onboarding-step-1', path: '/onboarding/info/step-1', user: CONSENTED },
  {
    name: 'onboarding-step-1-info',
    path: '/onboarding/info/step-1',
    user: CONSENTED,
    only: 'mobile',
    act: async (page) => {
      await page.getByRole('button', { name: 'Why we ask for these details' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(450);
    },
  },
  { name: 'onboarding-step-1-errors', path: '/onboarding/info/step-1', user: BARE, act: pressContinue },
  {
    name: 'onboarding-step-1-server-error',
    path: '/onboarding/info/step-1',
    user: CONSENTED,
    patchUser: {
      status: 400,
      json: { errorMessage: 'Invalid request', code: 'VALIDATION', requestId: 'shot', details: [{ field: 'dob', message: 'Age cannot be more than 120' }] },
    },
    act: pressContinue,
  },
  { name: 'onboarding-step-2', path: '/onboarding/info/step-2', user: HALFWAY },
  {
    name: 'onboarding-step-2-error',
    path: '/onboarding/info/step-2',
    user: { ...HALFWAY, email: 'heng.huat.tan@' },
    act: pressContinue,
  },
  { name: 'onboarding-step-3', path: '/onboarding/info/step-3', user: HALFWAY },
  { name: 'onboarding-step-3-errors', path: '/onboarding/info/step-3', user: HALFWAY, act: pressContinue },
  {
    name: 'onboarding-step-3-server-down',
    path: '/onboarding/info/step-3',
    user: { ...HALFWAY, employmentStatusRange: 'SELF_FREELANCE', workYearsRange: 'UNDER_3' },
    patchUser: { status: 503, json: { errorMessage: '', code: 'UNAVAILABLE', requestId: 'shot' } },
    act: pressContinue,
  },
  { name: 'onboarding-completed', path: '/onboarding/completed', user: USER },
  { name: 'onboarding-incomplete', path: '/onboarding/incomplete', user: HALFWAY },
  { name: 'return-to-onboarding', path: '/profile', user: HALFWAY },
  { name: 'error-page', path: '/', breakChunk: 'landing-page' },
  {
    name: 'gov-masthead',
    path: '/logout',
    appConfig: { productName: 'MyMoneyPlan', govDeployment: true, environment: 'production', version: '3.18.8' },
    act: async (page) => {
      await page.locator('sgds-masthead').evaluate((el) => customElements.whenDefined(el.localName));
    },
  },
  {
    name: 'duplicate-session-modal',
    path: '/login',
    api: { '/auth/singpass/authorize': 440 },
    act: async (page) => {
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(450);
    },
  },
  {
    name: 'nav-resources-open',
    path: '/',
    only: 'desktop',
    act: async (page) => {
      await page.getByRole('button', { name: 'Resources' }).click();
    },
  },
  {
    name: 'nav-signed-in-resources-open',
    path: '/dashboard',
    signedIn: true,
    only: 'desktop',
    act: async (page) => {
      await page.getByRole('button', { name: 'Resources' }).click();
    },
  },
  {
    name: 'mobile-menu-open',
    path: '/',
    only: 'mobile',
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
    },
  },
  {
    name: 'mobile-menu-signed-in',
    path: '/dashboard',
    signedIn: true,
    only: 'mobile',
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
    },
  },
];

const EMAIL_PATHS = ['/email/generate-verification-code', '/email/regenerate-verification-code', '/email/verify-email', '/dev/outbox'];

async function fakeApi(context: BrowserContext, shot: Shot): Promise<void> {
  if (shot.appConfig) {
    const json = JSON.stringify(shot.appConfig).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    await context.route((url) => url.origin === new URL(BASE_URL).origin && !url.pathname.includes('.'), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('content="__APP_CONFIG__"', `content="${json}"`);
      await route.fulfill({ response, body: html });
    });
  }
  if (shot.breakChunk) {
    await context.route(`**/assets/${shot.breakChunk}-*.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "throw new Error('Simulated crash for a screenshot');" }),
    );
  }
  await context.route('**/meta.json', (route) => route.fulfill({ json: { version: '3.18.8' } }));
  let userReads = 0;
  await context.route('**/api/v1/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace('/api/v1', '');
    const signedIn = shot.signedIn || shot.user !== undefined;
    const user = shot.user ?? USER;
    if (path === '/user' && request.method() === 'PATCH') {
      if (shot.patchUser) return route.fulfill(shot.patchUser);
      return route.fulfill({ status: 200, json: { ...user, ...(request.postDataJSON() as object) } });
    }
    const status = shot.api?.[path] ?? (path === '/user' ? (signedIn ? 200 : 401) : EMAIL_PATHS.includes(path) ? 200 : 204);
    if (status === 200 && path === '/user') {
      const answer = userReads++ > 0 && shot.userLater ? shot.userLater : user;
      return route.fulfill({ status, json: answer });
    }
    if (status === 200 && path === '/email/verify-email') return route.fulfill({ status, json: { ...user, emailVerificationStatus: 'VERIFIED' } });
    if (status === 200 && path === '/dev/outbox') return route.fulfill({ status, json: OUTBOX });
    if (status === 200 && path.startsWith('/email/')) {
      return route.fulfill({ status, json: { emailVerificationStatus: 'PENDING_VERIFICATION', expiresAt: '2026-01-06T02:10:00.000Z' } });
    }
    if (status === 200) return route.fulfill({ status, json: user });
    if (status === 204) return route.fulfill({ status });
    return route.fulfill({
      status,
      json: { errorMessage: shot.apiMessages?.[path] ?? `Fake ${status}`, code: 'FAKE', requestId: 'screenshot' },
    });
  });
}

/** Long pages also in screen-sized parts: a 4,000 px tall phone capture is unreadable when scaled to fit. */
async function screenshotParts(page: Page, base: string, width: number): Promise<void> {
  const partHeight = 1000;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height <= partHeight * 1.5) return;
  for (let i = 0, y = 0; y < height; i++, y += partHeight) {
    const clip = { x: 0, y, width, height: Math.min(partHeight, height - y) };
    await page.screenshot({ path: `${base}-part${i + 1}.png`, fullPage: true, clip });
  }
}

/** Keyboard paths through the shell: each check returns null when it passes, else what went wrong. */
async function keyboardChecks(browser: Browser): Promise<number> {
  const checks: Array<{ name: string; width: number; path: string; run: (page: Page) => Promise<string | null> }> = [
    {
      name: 'skip link is the first stop and moves focus to main',
      width: 1280,
      path: '/',
      run: async (page) => {
        await page.keyboard.press('Tab');
        const first = await page.evaluate(() => document.activeElement?.textContent);
        if (first !== 'Skip to main content') return `first Tab stop is "${first}"`;
        await page.keyboard.press('Enter');
        const id = await page.evaluate(() => document.activeElement?.id);
        return id === 'main-content' ? null : `focus went to "${id}"`;
      },
    },
    {
      name: 'Resources dropdown: Enter opens, ArrowDown enters, Esc closes and returns focus',
      width: 1280,
      path: '/',
      run: async (page) => {
        const button = page.getByRole('button', { name: 'Resources' });
        await button.focus();
        await page.keyboard.press('Enter');
        if ((await button.getAttribute('aria-expanded')) !== 'true') return 'did not open';
        await page.keyboard.press('ArrowDown');
        const focused = await page.evaluate(() => document.activeElement?.textContent);
        if (focused !== 'Savings') return `ArrowDown focused "${focused}"`;
        await page.keyboard.press('Escape');
        if ((await button.getAttribute('aria-expanded')) !== 'false') return 'Esc did not close';
        const back = await page.evaluate(() => document.activeElement?.textContent);
        return back?.startsWith('Resources') ? null : `focus after Esc on "${back}"`;
      },
    },
    {
      name: 'Mobile menu: opens, Esc closes and returns focus',
      width: 360,
      path: '/',
      run: async (page) => {
        const button = page.getByRole('button', { name: 'Menu' });
        await button.focus();
        await page.keyboard.press('Enter');
        if ((await button.getAttribute('aria-expanded')) !== 'true') return 'did not open';
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(() => document.activeElement?.textContent);
        if (inside !== 'Search') return `Tab after opening reached "${inside}"`;
        await page.keyboard.press('Escape');
        if ((await button.getAttribute('aria-expanded')) !== 'false') return 'Esc did not close';
        const back = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'));
        return back ? null : 'focus did not return to the menu button';
      },
    },
    {
      name: 'Carousel: Next shows slide 2 of 3',
      width: 1280,
      path: '/',
      run: async (page) => {
        await page.getByRole('button', { name: 'Next slide' }).press('Enter');
        const visible = await page.locator('[aria-roledescription="slide"]:visible').getAttribute('aria-label');
        return visible === '2 of 3: Plan' ? null : `visible slide "${visible}"`;
      },
    },
    {
      name: 'Modal: Esc closes the duplicate-session dialog',
      width: 1280,
      path: '/login',
      run: async (page) => {
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        await page.waitForTimeout(500);
        return (await page.getByRole('dialog').count()) === 0 ? null : 'dialog still open';
      },
    },
  ];
  let failures = 0;
  for (const check of checks) {
    const context = await browser.newContext({ viewport: { width: check.width, height: 800 } });
    await fakeApi(context, { name: check.name, path: check.path, api: { '/auth/singpass/authorize': 440 } });
    const page = await context.newPage();
    await page.goto(BASE_URL + check.path, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
    const problem = await check.run(page);
    console.log(`${problem ? 'BAD' : 'ok '} keyboard: ${check.name}${problem ? ` -> ${problem}` : ''}`);
    if (problem) failures++;
    await context.close();
  }
  return failures;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  let problems = 0;
  try {
    for (const viewport of VIEWPORTS) {
      for (const shot of SHOTS) {
        if (shot.only && shot.only !== viewport.name) continue;
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        await fakeApi(context, shot);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(BASE_URL + shot.path, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        if (shot.act) await shot.act(page, viewport.name);
        const file = `${OUT_DIR}/${shot.name}-${viewport.width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        await screenshotParts(page, `${OUT_DIR}/${shot.name}-${viewport.width}`, viewport.width);

        const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        const title = await page.title();
        const status = axe.violations.length === 0 && !sideways && errors.length === 0 ? 'ok ' : 'BAD';
        console.log(`${status} ${shot.name}@${viewport.width} "${title}" axe:${axe.violations.length} -> ${file}`);
        for (const v of axe.violations) {
          console.log(`    ${v.id} (${v.impact}): ${v.help}`);
          for (const node of v.nodes.slice(0, 3)) console.log(`      ${node.target.join(' ')} ${node.failureSummary ?? ''}`);
        }
        if (sideways) console.log('    page scrolls horizontally');
        for (const error of errors) console.log(`    page error: ${error}`);
        problems += axe.violations.length + (sideways ? 1 : 0) + errors.length;
        await context.close();
      }
    }
    // The narrowest screen WCAG reflow asks for: nothing may scroll sideways at 320 px.
    for (const shot of SHOTS.filter((s) => !s.act)) {
      const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
      await fakeApi(context, shot);
      const page = await context.newPage();
      await page.goto(BASE_URL + shot.path, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (sideways) {
        problems++;
        console.log(`BAD ${shot.name}@320 scrolls horizontally`);
        await page.screenshot({ path: `${OUT_DIR}/${shot.name}-320.png`, fullPage: true });
      }
      await context.close();
    }
    problems += await keyboardChecks(browser);
  } finally {
    await browser.close();
  }
  console.log(problems === 0 ? 'No problems found.' : `${problems} problem(s) found.`);
  process.exitCode = problems === 0 ? 0 : 1;
}

await main();
