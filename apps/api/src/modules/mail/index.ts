/** E-mail: templates in both languages, the outbox, SMTP delivery. */
export { createMailRepo, type TMailRepo } from './mail.repo.js';
export { createMailService, MAX_ATTEMPTS, type TDeliveryReport, type TMailService } from './mail.service.js';
export type { TMailer, TMailMessage, TMailRequest, TPreparedMail } from './mail.types.js';
export { prepareMailing, type TMailing, type TMailingRecipient } from './mailing.js';
