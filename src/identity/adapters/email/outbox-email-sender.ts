import { QueryTypes, type Sequelize } from 'sequelize';
import type { Clock } from '../../../shared-kernel/clock.js';
import type { EmailMessage, EmailOutbox, EmailSender, OutboxEntry } from '../../ports/email-sender.js';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

/** Development and tests without an SMTP server: emails are written to `email_outbox` instead of being sent. */
export class OutboxEmailSender implements EmailSender, EmailOutbox {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.sequelize.query(
      'INSERT INTO email_outbox (user_id, to_address, subject, text_body, html_body, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      { bind: [message.userId ?? null, message.to, message.subject, message.text, message.html, this.clock.now()], type: QueryTypes.INSERT },
    );
  }

  async latest(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.sequelize.query<OutboxRow>(
      'SELECT id, to_address, subject, text_body, html_body, created_at FROM email_outbox ORDER BY created_at DESC, id DESC LIMIT $1',
      { bind: [limit], type: QueryTypes.SELECT },
    );
    return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body, createdAt: new Date(r.created_at) }));
  }
}
