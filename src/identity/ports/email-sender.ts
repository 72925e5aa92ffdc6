/** One email to one resident. `userId` links it to the resident when it is about their account. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  userId?: string;
}

/** Sends an email (SMTP in production; the development outbox elsewhere). Rejects when it could not be handed over. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** An email as the development outbox stored it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** Reads the development outbox (never wired in production). */
export interface EmailOutbox {
  /** Newest first, at most `limit`. */
  latest(limit: number): Promise<OutboxEntry[]>;
}
