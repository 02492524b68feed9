import type { ContactSubmission } from '@huddle/domain';
import type { AppContext } from '../../context.js';
import { queueMail } from '../mail/outbox.js';
import { insertContactMessage } from './contact.repository.js';
import { contactMail } from './contact-mail.js';

/** What the sender is told; the same whether the message was kept or dropped as spam. */
export const CONTACT_RECEIVED = { received: true } as const;

/**
 * Spec §7 POST /api/contact: keeps the message and queues its mail to the platform inbox in one
 * transaction, so there is never one without the other; the mail job sends it. A filled honeypot
 * marks a bot: it gets the usual answer (so it learns nothing) and nothing is kept or sent.
 */
export async function sendContactMessage(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  input: ContactSubmission,
): Promise<typeof CONTACT_RECEIVED> {
  const { website, ...message } = input;
  if (website) {
    ctx.log.info('contact form honeypot filled; message dropped');
    return CONTACT_RECEIVED;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, message);
    await queueMail(trx, contactMail(ctx.config.contactInbox, message, id));
  });
  return CONTACT_RECEIVED;
}
