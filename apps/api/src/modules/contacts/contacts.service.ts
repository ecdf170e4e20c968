/**
 * The contact form (`/contacts`) and the operators' desk of its messages. A message is stored
 * and, when a support e-mail is set, announced to it through the outbox in the same transaction.
 * Robots are kept out cheaply: a rate limit per IP and per e-mail (as the account forms have), and
 * a hidden field people never fill — a request that fills it gets an answer that looks like a
 * success, and nothing is stored or sent.
 */
import { randomInt } from 'node:crypto';
import {
  contactMessageActions,
  type TAdminMessage,
  type TAdminMessagePage,
  type TAdminMessageRow,
  type TClaimStatus,
  type TContactChannels,
  type TContactMessageCreated,
  type TLocale,
  type ZAdminMessageActionBody,
  type ZAdminMessageQuery,
  type ZContactMessageCreate,
} from '@exchanger/core';
import type { z } from 'zod';
import type { TDb } from '../../db/client.js';
import type { TStaff } from '../../lib/staff.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuditRepo } from '../audit/index.js';
import type { TRateLimiter, TRateRule } from '../auth/index.js';
import type { TMailer } from '../mail/index.js';
import type { TContactMessageRow, TContactsRepo, TMessageStatus } from './contacts.repo.js';

export const CONTACT_RATE_RULES = {
  ip: { name: 'contact:ip', limit: 10, windowSeconds: 3600 },
  email: { name: 'contact:email', limit: 5, windowSeconds: 3600 },
} as const satisfies Record<string, TRateRule>;

/** No 0/O, 1/I/L: a reference read out over the phone or typed from a letter stays unambiguous. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `K7F3-9QX2`: 40 bits, drawn again in the rare case it is taken. */
export function newReference(): string {
  const chars = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

export interface TContactsServiceDeps {
  db: TDb;
  repo: TContactsRepo;
  audit: Pick<TAuditRepo, 'record' | 'page'>;
  limiter: TRateLimiter;
  mailer: TMailer | null;
  /** The support channels now: the e-mail receives every message. */
  channels: () => Promise<TContactChannels>;
  publicUrl: string;
  log: { info: (obj: object, msg: string) => void };
}

export interface TContactCtx {
  ip: string;
  locale: TLocale;
  userId: number | null;
}

const TARGET_STATUS: Record<z.output<typeof ZAdminMessageActionBody>['action'], TMessageStatus> = {
  answer: 'answered',
  close: 'closed',
};

function rowOf(row: TContactMessageRow): TAdminMessageRow {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    name: row.name,
    email: row.email,
    subject: row.subject,
    claimId: row.claimId,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createContactsService(deps: TContactsServiceDeps) {
  const { db, repo } = deps;

  async function limit(rule: TRateRule, subject: string): Promise<void> {
    if (!(await deps.limiter.hit(rule, subject))) throw new AppError('rate_limited', 'rate_limited');
  }

  async function adminGet(id: number): Promise<TAdminMessage> {
    const row = await repo.byId(id);
    if (!row) throw new AppError('not_found', 'message_not_found');
    const history = await deps.audit.page({
      page: 1,
      size: 100,
      targetType: 'message',
      targetId: String(id),
    });
    return {
      ...rowOf(row),
      message: row.message,
      userId: row.userId,
      claim:
        row.claimId && row.claim
          ? {
              id: row.claimId,
              status: row.claim.status as TClaimStatus,
              email: row.claim.email,
              emailMatches: row.claim.email.toLowerCase() === row.email.toLowerCase(),
            }
          : null,
      actions: contactMessageActions(row.status),
      history: history.rows.reverse().map((entry) => ({
        id: entry.id,
        action: entry.action,
        actor: entry.actor,
        reason: entry.reason,
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  }

  return {
    async create(
      body: z.output<typeof ZContactMessageCreate>,
      ctx: TContactCtx,
    ): Promise<TContactMessageCreated> {
      await limit(CONTACT_RATE_RULES.ip, ctx.ip);
      if (body.website?.trim()) {
        deps.log.info({ ip: ctx.ip }, 'contact form: the hidden field was filled; nothing stored');
        return { reference: newReference(), createdAt: new Date().toISOString() };
      }
      await limit(CONTACT_RATE_RULES.email, body.email);
      if (body.claimId && !(await repo.claimExists(body.claimId)))
        throw new AppError('validation_error', 'validation_error', {
          fields: { claimId: ['contact_claim_not_found'] },
        });
      const locale = body.locale ?? ctx.locale;
      const support = (await deps.channels()).email;
      const row = await db.transaction(async (tx) => {
        let stored: TContactMessageRow | null = null;
        while (!stored) {
          stored = await repo.insert(
            {
              reference: newReference(),
              name: body.name,
              email: body.email,
              claimId: body.claimId,
              userId: ctx.userId,
              subject: body.subject,
              message: body.message,
              locale,
            },
            tx,
          );
        }
        if (support && deps.mailer) {
          await deps.mailer.enqueue(
            {
              template: 'contact_message',
              to: support,
              locale,
              params: {
                reference: stored.reference,
                name: stored.name,
                email: stored.email,
                subject: stored.subject,
                message: stored.message,
                claimId: stored.claimId,
                link: `${deps.publicUrl}${locale === 'en' ? '/en' : ''}/admin/messages/${stored.id}`,
              },
            },
            tx,
          );
        }
        return stored;
      });
      return { reference: row.reference, createdAt: row.createdAt.toISOString() };
    },

    async adminPage(query: z.output<typeof ZAdminMessageQuery>): Promise<TAdminMessagePage> {
      const [page, newCount] = await Promise.all([repo.page(query), repo.newCount()]);
      return {
        count: page.count,
        page: query.page,
        size: query.size,
        results: page.rows.map(rowOf),
        newCount,
      };
    },

    adminGet,

    /** Marks a message answered or closes it, audited; 409 when its status moved meanwhile. */
    async act(
      id: number,
      body: z.output<typeof ZAdminMessageActionBody>,
      staff: TStaff,
    ): Promise<TAdminMessage> {
      const row = await repo.byId(id);
      if (!row) throw new AppError('not_found', 'message_not_found');
      if (!contactMessageActions(row.status).includes(body.action))
        throw new AppError('conflict', 'message_status_conflict');
      const to = TARGET_STATUS[body.action];
      await db.transaction(async (tx) => {
        if (!(await repo.setStatus(tx, id, row.status, to)))
          throw new AppError('conflict', 'message_status_conflict');
        await deps.audit.record(
          {
            actorId: staff.id,
            action: `message.${body.action}`,
            targetType: 'message',
            targetId: String(id),
            reason: body.reason,
            details: { reference: row.reference, from: row.status, to },
          },
          tx,
        );
      });
      return adminGet(id);
    },
  };
}

export type TContactsService = ReturnType<typeof createContactsService>;
