import { DEFAULT_APP_CONFIG, type ExternalLinks } from './app-config';

/**
 * External destinations, in one place: the contact, feedback and vulnerability-report addresses come from the
 * server's configuration (CONTACT_US_URL, FEEDBACK_URL, REPORT_VULNERABILITY_URL; docs/operations.md "Outside
 * links"), set once at start-up before the first render. They open in a new tab.
 */
export const EXTERNAL_LINKS: ExternalLinks = { ...DEFAULT_APP_CONFIG.externalLinks };

/** Points every outside link at the deployment's addresses (called from main.tsx with the app config). */
export function setExternalLinks(links: ExternalLinks): void {
  Object.assign(EXTERNAL_LINKS, links);
}
