import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Db } from './db.ts';
import type { Jobs } from './jobs.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Writes the mail to the outbox (inside the caller's transaction when given) and asks for a delivery run. */
  enqueue(mail: OutgoingMail, tx?: Db): Promise<void>;
  /** Many mails at once (an import's invitations), in the caller's transaction; call deliverSoon after it commits. */
  enqueueMany(mails: readonly OutgoingMail[], tx: Db): Promise<void>;
  /** Asks the job runner for a delivery run now, on whichever instance looks first. */
  deliverSoon(): void;
  /** Sends what is due (until `signal` aborts); returns how many were sent. */
  deliverDue(signal?: AbortSignal): Promise<number>;
  close(): Promise<void>;
}

/** The job that sends the outbox: every RETRY_INTERVAL_MS, and soon after mail is queued. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 10;
const RETRY_INTERVAL_MS = 30_000;

/**
 * The outbox sender (decision 005). With SMTP configured and a job runner given, delivery is the
 * runner's `mail.deliver` job (decision 041); without the runner (a test's own mailer) mail is sent
 * only by calling deliverDue.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  jobs?: Pick<Jobs, 'register' | 'request'>;
}): Mailer {
  const { db, from, logger, jobs } = options;
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  /** Claims and sends one batch; answers how many it claimed and sent, and the last failure. */
  async function deliverBatch(transport: Transporter) {
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
    let failure: unknown;
    for (const mail of claimed) {
      try {
        await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.body_text });
        await db.update(mailOutbox).set({ sent_at: new Date(), last_error: null }).where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        failure = error;
        const backoffSeconds = Math.min(3600, 30 * 2 ** (mail.attempts - 1));
        logger.warn({ err: error, mailId: mail.id, attempt: mail.attempts }, 'mail delivery failed; will retry');
        await db
          .update(mailOutbox)
          .set({ last_error: String(error), next_attempt_at: sql`now() + make_interval(secs => ${backoffSeconds})` })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return { claimed: claimed.length, sent, failure };
  }

  async function deliverDue(signal?: AbortSignal): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    let failed = 0;
    let lastFailure: unknown;
    for (;;) {
      const batch = await deliverBatch(transport);
      sent += batch.sent;
      failed += batch.claimed - batch.sent;
      lastFailure = batch.failure ?? lastFailure;
      if (batch.claimed < BATCH_SIZE || signal?.aborted) break;
    }
    // Every mail of the run failed: the run failed (the SMTP peer is down or refuses), so it counts towards `degraded`.
    if (sent === 0 && failed > 0) throw new Error(`none of ${failed} mails could be sent: ${String(lastFailure)}`);
    return sent;
  }

  if (transport && jobs) jobs.register({ name: MAIL_DELIVERY_JOB, everyMs: RETRY_INTERVAL_MS, run: deliverDue });

  const deliverSoon = () => {
    if (transport) jobs?.request(MAIL_DELIVERY_JOB);
  };

  return {
    async enqueue(mail, tx) {
      await (tx ?? db).insert(mailOutbox).values({ to_address: mail.to, subject: mail.subject, body_text: mail.text });
      if (!transport) {
        logger.info({ mail }, 'mail written to the outbox (no SMTP_URL configured)');
        return;
      }
      // Runs after the caller's statement; mail of a transaction not yet committed goes with the next run.
      deliverSoon();
    },
    async enqueueMany(mails, tx) {
      const rows = mails.map((mail) => ({ to_address: mail.to, subject: mail.subject, body_text: mail.text }));
      for (let start = 0; start < rows.length; start += 1_000) await tx.insert(mailOutbox).values(rows.slice(start, start + 1_000));
    },
    deliverSoon,
    deliverDue,
    close() {
      // The job runner has stopped (and waited for its runs) before.
      transport?.close();
      return Promise.resolve();
    },
  };
}
