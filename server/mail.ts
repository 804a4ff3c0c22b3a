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
  /** Null in the mail telling an unknown address that it has no account. */
  link: string | null;
  code: string | null;
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

class MailTimeout extends Error {}

export function createMailer(config: Config, db: Database, log: Logger): Mailer {
  // The request waits for the send, and a send reserved by a process that died
  // stops counting after this long (AuthService.reserveSend); nodemailer's own
  // defaults allow minutes per step.
  const timeoutMs = config.smtpTimeoutSeconds * 1000;
  const step = Math.min(10_000, timeoutMs);
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: step, greetingTimeout: step, socketTimeout: Math.min(15_000, timeoutMs) })
    : null;
  const smtp = async (mail: SignInMail) => {
    if (!transport) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MailTimeout(`SMTP did not take the mail within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text }), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  if (config.production) {
    return { description: 'sent by SMTP', hasMailbox: false, send: smtp };
  }
  const kept = config.devMailbox ? 'kept in the local mailbox' : 'not kept (DEV_MAILBOX=true keeps it at /_dev/mailbox)';
  return {
    description: transport ? `printed here, sent by SMTP, and ${kept}` : `printed here and ${kept}; nothing is sent`,
    hasMailbox: config.devMailbox,
    async send(mail) {
      // SMTP first: the mailbox lists only mail that was sent.
      await smtp(mail);
      log.info(`\n✉  To: ${mail.to}\n   Subject: ${mail.subject}\n   ${mail.link ?? ''}\n   Code: ${mail.code ?? ''}\n`);
      if (config.devMailbox) {
        await db.query(
          `insert into local_auth.mailbox (recipient, subject, body, link, code, sent_at) values ($1::text, $2::text, $3::text, $4::text, $5::text, now())`,
          [mail.to, mail.subject, mail.text, mail.link, mail.code],
        );
      }
    },
  };
}

/** A mailer that remembers whether its last send failed, for /healthz. */
export interface WatchedMailer extends Mailer {
  /** True when the last send failed and none has succeeded since. */
  failing(): boolean;
}

export function watchMailer(mailer: Mailer): WatchedMailer {
  let failing = false;
  return {
    description: mailer.description,
    hasMailbox: mailer.hasMailbox,
    failing: () => failing,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        failing = true;
        throw error;
      }
      failing = false;
    },
  };
}
