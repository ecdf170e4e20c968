/**
 * What the rest of the server asks of e-mail: enqueue a templated message. Rendering, the outbox
 * and delivery belong to the mail module; a caller never waits for SMTP and never fails because of
 * it (docs/architecture.md#claims, "E-mails").
 */
import type { TClaimStatus, TLocale } from '@exchanger/core';
import type { TDbOrTx } from '../../db/client.js';

export interface TMailMoney {
  currency: string;
  name: string;
  amount: string;
}

/** A claim's payment on the chain, as its status e-mail shows it. */
export interface TMailChainPayment {
  /** With its currency, formatted as on the claim's page: `1.50000000 LTC`. */
  amount: string;
  txid: string;
  confirmations: number;
  required: number;
  explorerUrl: string | null;
}

export type TMailMessage =
  | { template: 'activation'; params: { link: string } }
  | { template: 'restore'; params: { link: string } }
  | {
      /** To the owner of an address someone tried to sign up with. */
      template: 'signup_taken';
      params: { loginLink: string; restoreLink: string };
    }
  | {
      template: 'claim_created';
      params: {
        claimId: string;
        link: string;
        from: TMailMoney;
        to: TMailMoney;
        course: string;
        expiresAt: string;
        /** The exchanger's requisites to pay to (label and value), and the memo. */
        payTo: { label: string; value: string }[];
        memo: string;
        /** The send currency is watched on its chain: paid to the claim's own address, seen by itself. */
        watched?: boolean;
        /** What the client entered for each side (label and value). */
        fromRequisites: { label: string; value: string }[];
        toRequisites: { label: string; value: string }[];
      };
    }
  | {
      template: 'claim_status';
      params: {
        claimId: string;
        link: string;
        status: TClaimStatus;
        /** A watched currency's payment as the chain shows it (docs/payments.md). */
        payment?: TMailChainPayment | null;
        /** A completed claim's payout: the operator's reference, linked when it is a transaction. */
        payout?: { reference: string; explorerUrl: string | null } | null;
      };
    }
  | {
      /** To a member of staff: a sign-in from a browser or address not seen before. */
      template: 'new_sign_in';
      params: { at: string; ip: string; userAgent: string };
    }
  | {
      /** To the operators: a visitor wrote through the contact form. */
      template: 'contact_message';
      params: {
        reference: string;
        name: string;
        email: string;
        subject: string;
        message: string;
        claimId: string | null;
        /** The message in the back office. */
        link: string;
      };
    };

export type TMailRequest = TMailMessage & { to: string; locale: TLocale };

/** A message rendered for its recipient, ready to be queued. */
export interface TPreparedMail {
  to: string;
  /** Where an answer goes when it is not the sender (see `replyToOf`); null: the sender. */
  replyTo: string | null;
  template: TMailMessage['template'];
  locale: TLocale;
  subject: string;
  text: string;
  html: string;
  /** Lower is sent first (`mailPriority`). */
  priority: number;
}

/**
 * The order of the outbox (docs/decisions/027-claim-rationing.md): what a person waits for to get
 * into their account — activation, password restore, a sign-in notice — and the operators' contact
 * messages go before the claim mails, so a flood of claims cannot hold a restore link back.
 */
export function mailPriority(template: TMailMessage['template']): number {
  switch (template) {
    case 'activation':
    case 'restore':
    case 'new_sign_in':
    case 'signup_taken':
    case 'contact_message':
      return 0;
    case 'claim_created':
    case 'claim_status':
      return 1;
  }
}

export interface TMailer {
  /**
   * Renders and queues the message; pass the caller's transaction so the message exists exactly
   * when the change it reports was committed.
   */
  enqueue(request: TMailRequest, tx?: TDbOrTx): Promise<void>;
  /**
   * Renders a message without queueing it, so a caller can render before its transaction opens
   * (then queue it with the mail repository's `queueStatement`).
   */
  prepare(request: TMailRequest): TPreparedMail;
}
