/** Spec 1 §5 gives no text for an unticked consent box; ours (docs/decisions.md). */
export const CONSENT_REQUIRED_MESSAGE = 'Tick the box to agree before you continue';
