/**
 * Breadcrumbs from the path (spec 1 §2): one crumb per segment, capitalised, hyphens as spaces; none for paths
 * of one segment or fewer.
 */
export interface Crumb {
  label: string;
  /** The path up to and including this segment. */
  to: string;
}

/** An id in the path (/dashboard/protection/policies/plan/{planId}) reads as 'Details', not as 36 hex digits. */
const ID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function crumbLabel(segment: string): string {
  if (ID_SEGMENT.test(segment)) return 'Details';
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  text = text.replace(/-+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  return segments.map((segment, i) => ({
    label: crumbLabel(segment),
    to: '/' + segments.slice(0, i + 1).join('/'),
  }));
}

/** On small screens only a back link to the crumb before the current page is shown. */
export function previousCrumb(crumbs: readonly Crumb[]): Crumb | null {
  return crumbs.length >= 2 ? (crumbs[crumbs.length - 2] ?? null) : null;
}
