/**
 * The one answer to "is this an API call?" for every layer that asks (the gatekeepers in app.ts, the error
 * contract, the security headers, the web app, the request log). Case-insensitive on purpose: a spelling such as
 * `/API/` must meet the session, CSRF, body and rate-limit layers like `/api/` does; the routers themselves are
 * case-sensitive, so such a spelling then finds no route and gets the JSON 404.
 */
export function isApiPath(path: string): boolean {
  return path.length >= 5 && path[0] === '/' && path.slice(1, 5).toLowerCase() === 'api/';
}
