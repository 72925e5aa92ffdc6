import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A mockpass 4.3.4 persona: Singpass wants the NRIC and its UUID together (X-Custom-NRIC + X-Custom-UUID). */
export interface MockpassPersona {
  nric: string;
  uuid: string;
}

/**
 * Personas with Myinfo data, from mockpass's `static/myinfo/v3.json` (guide §8). Names and data notes are there;
 * the UUIDs are the ones mockpass's login page uses for them.
 */
export const PERSONAS = {
  /** LIM YONG XIANG: CPF, NOA and HDB; mockpass's silent-login default in our launcher. */
  S9812379B: { nric: 'S9812379B', uuid: '952b0342-0649-a6fe-245b-87cfcc3d38da' },
  /** TAN HENG HUAT: CPF, NOA, two flats. */
  S9812381D: { nric: 'S9812381D', uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206' },
  /** BERNARD WONG: NOA with trade and rent income. */
  S9912375C: { nric: 'S9912375C', uuid: 'ecd49227-a270-a77a-249b-bd7b46ca0dd9' },
  /** CHENG MEI QIN. */
  S9912365F: { nric: 'S9912365F', uuid: '41fb4b1d-1c45-67f1-561e-861279d82423' },
  /** MY,INFO%BB: has a CPF RA balance; odd name. */
  S6005053H: { nric: 'S6005053H', uuid: '91e19e80-3add-723f-4009-0e190b870098' },
  /** DEWANARA VANASAMIN: has a CPF RA balance. */
  S9812385G: { nric: 'S9812385G', uuid: '906f3760-7f77-308a-966c-f8ab6d3583e4' },
  /** LIM SHONG BOON: all four NOA parts non-zero, no CPF. */
  S6005054F: { nric: 'S6005054F', uuid: '2d1a7c1d-90f2-9953-8ed4-fcbdf7498db3' },
  /** A foreigner (residential status ""). */
  G1612348Q: { nric: 'G1612348Q', uuid: '9bcbe570-28d6-4d67-0a34-43ca8da6055a' },
} as const satisfies Record<string, MockpassPersona>;

/**
 * Signs `persona` in at a mockpass authorization URL without a browser and returns what mockpass sends back to
 * our redirect URI. Forces the silent login (X-Show-Login-Page: false) whatever SHOW_LOGIN_PAGE says.
 * @throws Error when mockpass does not redirect with a code and state.
 */
export async function signInCodeFor(authorizationUrl: string, persona: MockpassPersona): Promise<{ code: string; state: string }> {
  const res = await fetch(authorizationUrl, {
    redirect: 'manual',
    headers: { 'X-Custom-NRIC': persona.nric, 'X-Custom-UUID': persona.uuid, 'X-Show-Login-Page': 'false' },
  });
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location) {
    throw new Error(`mockpass did not redirect (HTTP ${res.status}): ${(await res.text()).slice(0, 200)}`);
  }
  return codeAndState(new URL(location, authorizationUrl));
}

/** Reads `code` and `state` from a redirect to our callback. @throws Error when either is missing. */
export function codeAndState(callback: URL): { code: string; state: string } {
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code || !state) throw new Error(`redirect without code/state: ${callback.origin}${callback.pathname}`);
  return { code, state };
}

/** Serves a JWKS on 127.0.0.1 (any path) for mockpass's SP_RP_JWKS_ENDPOINT. */
export async function serveJwks(jwks: () => unknown): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(jwks()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
