/**
 * Where sign-in mail goes. Outside production: printed on the console, kept
 * in the database for /_dev/mailbox when DEV_MAILBOX is on, and also sent by
 * SMTP when SMTP_URL is set. In production: SMTP only; there is no mailbox.
 */
import nodemailer from 'nodemailer';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Logger } from './log.ts';

export interface SignInMail {
  to: string;
  subject: string;
  text: string;
  link: string;
  code: string;
}

export interface Mailer {
  /** One line for the start-up banner. */
  readonly description: string;
  readonly hasMailbox: boolean;
  send(mail: SignInMail): Promise<void>;
}

export interface MailboxEntry {
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

export async function readMailbox(db: Database, limit = 100): Promise<MailboxEntry[]> {
  const rows = await db.query<{ recipient: string; subject: string; link: string | null; code: string | null; sent_at: string }>(
    `select recipient, subject, link, code, sent_at from local_auth.mailbox order by sent_at desc, id desc limit $1::int`,
    [limit],
  );
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    link: row.link,
    code: row.code,
    sent_at: new Date(row.sent_at).toISOString(),
  }));
}

export function createMailer(config: Config, db: Database, log: Logger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const smtp = async (mail: SignInMail) => {
    if (!transport) return;
    await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
  };
  if (config.production) {
    return { description: 'sent by SMTP', hasMailbox: false, send: smtp };
  }
  const kept = config.devMailbox ? 'kept in the local mailbox' : 'not kept (DEV_MAILBOX=true keeps it at /_dev/mailbox)';
  return {
    description: transport ? `printed here, sent by SMTP, and ${kept}` : `printed here and ${kept}; nothing is sent`,
    hasMailbox: config.devMailbox,
    async send(mail) {
      log.info(`\n✉  To: ${mail.to}\n   Subject: ${mail.subject}\n   ${mail.link}\n   Code: ${mail.code}\n`);
      if (config.devMailbox) {
        await db.query(
          `insert into local_auth.mailbox (recipient, subject, body, link, code, sent_at) values ($1::text, $2::text, $3::text, $4::text, $5::text, now())`,
          [mail.to, mail.subject, mail.text, mail.link, mail.code],
        );
      }
      await smtp(mail);
    },
  };
}
