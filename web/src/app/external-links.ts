/**
 * External destinations, in one place so a deployment can point them at its own forms. They open in a new tab.
 * The example.com addresses are placeholders until the forms exist.
 */
export const EXTERNAL_LINKS = {
  contactUs: 'https://example.com/mymoneyplan/contact-us',
  feedback: 'https://example.com/mymoneyplan/feedback',
  reportVulnerability: 'https://example.com/mymoneyplan/report-vulnerability',
} as const;
