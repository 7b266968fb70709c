import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Db } from './db.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Writes the mail to the outbox (inside the caller's transaction when given) and wakes the sender. */
  enqueue(mail: OutgoingMail, tx?: Db): Promise<void>;
  /** Many mails at once (an import's invitations), in the caller's transaction; call deliverDue after it commits. */
  enqueueMany(mails: readonly OutgoingMail[], tx: Db): Promise<void>;
  /** Sends what is due; returns how many were sent. */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 10;
const RETRY_INTERVAL_MS = 30_000;

export function createMailer(options: { db: Db; smtpUrl: string | undefined; from: string; logger: FastifyBaseLogger }): Mailer {
  const { db, from, logger } = options;
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let running: Promise<number> | undefined;
  let closed = false;

  async function deliverBatch(): Promise<number> {
    if (!transport) return 0;
    // Claim rows first, so two instances never send the same mail.
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: sql`now() + interval '5 minutes'` })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(isNull(mailOutbox.sent_at), lte(mailOutbox.next_attempt_at, sql`now()`), lte(mailOutbox.attempts, MAX_ATTEMPTS - 1)))
            .orderBy(asc(mailOutbox.id))
            .limit(BATCH_SIZE)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    let sent = 0;
    for (const mail of claimed) {
      try {
        await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.body_text });
        await db.update(mailOutbox).set({ sent_at: new Date(), last_error: null }).where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        const backoffSeconds = Math.min(3600, 30 * 2 ** (mail.attempts - 1));
        logger.warn({ err: error, mailId: mail.id, attempt: mail.attempts }, 'mail delivery failed; will retry');
        await db
          .update(mailOutbox)
          .set({ last_error: String(error), next_attempt_at: sql`now() + make_interval(secs => ${backoffSeconds})` })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  let requestedWhileRunning = false;

  async function deliverUntilIdle(): Promise<number> {
    let sent = 0;
    do {
      requestedWhileRunning = false;
      sent += await deliverBatch().catch((error: unknown) => {
        logger.error({ err: error }, 'mail outbox delivery failed');
        return 0;
      });
      // Mail queued during the batch was not in its claim: go round again rather than wait for the timer.
    } while (requestedWhileRunning && !closed);
    return sent;
  }

  function deliverDue(): Promise<number> {
    if (running) {
      requestedWhileRunning = true;
      return running;
    }
    running = deliverUntilIdle().finally(() => {
      running = undefined;
    });
    return running;
  }

  const retryTimer = transport ? setInterval(() => void deliverDue(), RETRY_INTERVAL_MS).unref() : undefined;

  return {
    async enqueue(mail, tx) {
      await (tx ?? db).insert(mailOutbox).values({ to_address: mail.to, subject: mail.subject, body_text: mail.text });
      if (!transport) {
        logger.info({ mail }, 'mail written to the outbox (no SMTP_URL configured)');
        return;
      }
      // After the caller's transaction commits; a failure here is retried by the timer.
      setImmediate(() => {
        if (!closed) void deliverDue();
      });
    },
    async enqueueMany(mails, tx) {
      const rows = mails.map((mail) => ({ to_address: mail.to, subject: mail.subject, body_text: mail.text }));
      for (let start = 0; start < rows.length; start += 1_000) await tx.insert(mailOutbox).values(rows.slice(start, start + 1_000));
    },
    deliverDue,
    async close() {
      closed = true;
      if (retryTimer) clearInterval(retryTimer);
      await running;
      transport?.close();
    },
  };
}
