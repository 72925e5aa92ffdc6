import { createTransport, type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from '../../ports/email-sender.js';

/** Sends through the SMTP server of `SMTP_URL` (e.g. smtps://user:password@smtp.example.sg:465). */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }
}
