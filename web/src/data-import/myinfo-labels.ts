/** Words for Myinfo's figures on the data pages (pure, unit-tested). */
export { asOfText, originText } from '../shared/format/origin';

/** What the callback's `error` from Myinfo means for the resident. */
export function consentErrorText(error: string): string {
  return error === 'access_denied'
    ? 'You chose not to share your data from Myinfo, so nothing was retrieved. You can try again at any time, or enter your figures yourself.'
    : 'Myinfo could not complete the request, so nothing was retrieved. Please try again in a moment.';
}

/** The same for the bank-data consent. */
export function bankConsentErrorText(error: string): string {
  return error === 'access_denied'
    ? 'You chose not to share your bank data, so nothing was retrieved. You can try again at any time, or enter your figures yourself.'
    : 'The bank-data service could not complete the request, so nothing was retrieved. Please try again in a moment.';
}
