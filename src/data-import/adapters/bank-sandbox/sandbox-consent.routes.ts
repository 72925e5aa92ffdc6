import { bodyParser } from '@koa/bodyparser';
import type { AppMiddleware, RootRoutes } from '../../../platform/http/http-types.js';
import { insurerName, SGFINDEX_INSURERS } from '../../../cashflow-wealth/public.js';
import { BANKS, INSURER_CODES, type BankCode, type InstitutionCode } from '../../domain/bank-data.js';
import { isBankCode, type SandboxBankProvider, type SimulatedProblems } from './sandbox-bank-provider.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The institutions the resident may choose: the seven banks and the depository ("other" has no data), and the seven insurers. */
const CHOOSABLE = (Object.keys(BANKS) as BankCode[]).filter((code) => code !== 'OTHER');
const nameOf = (code: InstitutionCode) => (Object.hasOwn(BANKS, code) ? BANKS[code as BankCode] : insurerName(code));
const checkboxes = (codes: readonly InstitutionCode[], checked: boolean) => codes.map((code) => `<label><input type="checkbox" name="banks" value="${code}"${checked ? " checked" : ""}> ${escape(nameOf(code))}</label>`).join('');
const problemSelect = (name: string, label: string) =>
  `<label for="${name}">${label}</label><select id="${name}" name="${name}"><option value="">None</option>${[...CHOOSABLE, ...INSURER_CODES].map((code) => `<option value="${code}">${escape(nameOf(code))}</option>`).join('')}</select>`;
/** A simulated problem from the form: an institution code, or none. */
const problemOf = (value: unknown): InstitutionCode | null => (typeof value === 'string' && isBankCode(value) ? value : null);

/**
 * The sandbox's consent page, standing in for SGFinDex's (development and tests only): the resident ticks the
 * banks and insurers to share (and, for testing, an institution that fails or answers in part), and is sent back to our callback with a one-time code, or with error=access_denied.
 * Only our own callback is accepted as redirect_uri, so the page cannot be used to bounce anyone elsewhere.
 */
export function sandboxConsentRoutes(provider: SandboxBankProvider, callbackUrl: string): RootRoutes {
  return {
    name: 'data-import.sandbox-consent',
    mount(router) {
      router.get('/sandbox/sgfindex/consent', (ctx) => {
        const state = String(ctx.query.state ?? '');
        if (ctx.query.redirect_uri !== callbackUrl || state === '') {
          ctx.status = 400;
          ctx.body = 'Unknown redirect_uri or missing state';
          return;
        }
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'html';
        ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SGFinDex sandbox: choose your banks and insurers</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}fieldset{border:1px solid #ccc;border-radius:8px;padding:1rem}label{display:block;padding:.25rem 0}fieldset+fieldset{margin-top:1rem}.note{font-size:.9rem;color:#555;margin:0 0 .5rem}details{margin-top:1rem}select{font:inherit;display:block;margin-bottom:.5rem}button{font:inherit;padding:.5rem 1rem;margin:1rem .5rem 0 0}</style></head>
<body><main><h1>SGFinDex sandbox</h1><p>This page stands in for the national data-sharing scheme. Choose the institutions whose data you share: banks, the depository and insurers.</p>
<form method="post" action="/sandbox/sgfindex/consent"><input type="hidden" name="state" value="${escape(state)}">
<fieldset><legend>Banks and the depository</legend>${checkboxes(CHOOSABLE, true)}</fieldset>
<fieldset><legend>Insurers</legend><p class="note">SGFinDex's insurers are ${escape(SGFINDEX_INSURERS.join(', '))}; which code is whose is not published, so each is named by its code.</p>${checkboxes(INSURER_CODES, false)}</fieldset>
<details><summary>Testing: make an institution fail</summary>${problemSelect('failed', 'Does not answer')}${problemSelect('partial', 'Answers only in part')}</details>
<button type="submit" name="decision" value="allow">Share my data</button><button type="submit" name="decision" value="deny">Do not share</button></form></main></body></html>`;
      });
      // The page's own form (root routes have no body parser: the API speaks JSON only).
      const form = bodyParser({ enableTypes: ['form'], formLimit: '10kb' }) as unknown as AppMiddleware;
      router.post('/sandbox/sgfindex/consent', form, (ctx) => {
        const body = (ctx.request as unknown as { body?: Record<string, unknown> }).body ?? {};
        const state = String(body.state ?? '');
        const chosen = ([] as unknown[]).concat(body.banks ?? []).map(String).filter(isBankCode);
        const back = new URL(callbackUrl);
        back.searchParams.set('state', state);
        if (body.decision !== 'allow' || chosen.length === 0) {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', chosen.length === 0 ? 'No institution was chosen' : 'The resident declined');
        } else {
          const problems: SimulatedProblems = { failed: problemOf(body.failed), partial: problemOf(body.partial) };
          back.searchParams.set('code', provider.issueCode(chosen, problems));
        }
        ctx.redirect(back.toString());
      });
    },
  };
}
