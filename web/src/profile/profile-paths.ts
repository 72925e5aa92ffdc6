/** The profile routes of spec 1 §2. */
export const PROFILE_PATH = '/profile';
export const PROFILE_PATHS = {
  editGeneralInformation: '/profile/edit-general-information',
  addEmail: '/profile/add-email',
  emailInterceptNotification: '/profile/email-intercept-notification',
  editEmploymentStatus: '/profile/edit-employment-status',
  editEmailPreferences: '/profile/edit-email-preferences',
  deleteConsequences: '/profile/delete-consequences',
  deleteConfirmation: '/profile/delete-confirmation',
} as const;

/** The toast after a saved change. */
export const PROFILE_UPDATED = 'Your profile has been updated';

/** Navigation state of the 'Check your inbox' page: send a (new) link as it opens. */
export interface EmailNotificationState {
  send: boolean;
}

export function wantsSend(state: unknown): boolean {
  return (state as Partial<EmailNotificationState> | null)?.send === true;
}
