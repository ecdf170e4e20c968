import { describe, expect, it } from 'vitest';
import {
  availableActions,
  CLAIM_ACTIONS,
  CLAIM_STATUSES,
  FINAL_STATUSES,
  transitionClaim,
} from './claim-status.js';

describe('claim state machine', () => {
  it('follows the table', () => {
    expect(transitionClaim('new', 'confirm', 'client')).toEqual({
      ok: true,
      from: 'new',
      to: 'paid',
      releasesHold: false,
    });
    expect(transitionClaim('new', 'expire', 'system')).toMatchObject({
      ok: true,
      to: 'expired',
      releasesHold: true,
    });
    expect(transitionClaim('paid', 'payment_received', 'operator')).toMatchObject({
      ok: true,
      to: 'processing',
    });
    expect(transitionClaim('processing', 'complete', 'operator')).toMatchObject({
      ok: true,
      to: 'completed',
      releasesHold: true,
    });
    expect(transitionClaim('processing', 'refund', 'operator')).toMatchObject({
      ok: true,
      to: 'refunded',
      releasesHold: true,
    });
    expect(transitionClaim('verification', 'approve_verification', 'operator')).toMatchObject({
      ok: true,
      to: 'paid',
    });
  });

  it('refuses what the table does not allow', () => {
    expect(transitionClaim('paid', 'confirm', 'client')).toEqual({
      ok: false,
      reason: 'not_allowed_from_status',
    });
    expect(transitionClaim('new', 'complete', 'operator')).toEqual({
      ok: false,
      reason: 'not_allowed_from_status',
    });
    expect(transitionClaim('paid', 'cancel', 'client')).toEqual({
      ok: false,
      reason: 'not_allowed_from_status',
    });
    expect(transitionClaim('paid', 'cancel', 'operator')).toMatchObject({ ok: true, to: 'cancelled' });
    expect(transitionClaim('paid', 'payment_received', 'client')).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
  });

  it('never leaves a final status, except that money arriving on an expired or cancelled claim reopens it for review', () => {
    for (const status of FINAL_STATUSES) {
      for (const action of CLAIM_ACTIONS) {
        for (const actor of ['client', 'operator', 'system'] as const) {
          const reopens =
            (status === 'expired' || status === 'cancelled') &&
            action === 'payment_review' &&
            actor === 'system';
          expect(transitionClaim(status, action, actor).ok).toBe(reopens);
        }
      }
    }
  });

  it('moves a watched claim by its payment: detected, confirmed, reverted by a reorganisation, or reviewed', () => {
    expect(transitionClaim('new', 'payment_detected', 'system')).toMatchObject({
      ok: true,
      to: 'confirming',
    });
    expect(transitionClaim('confirming', 'payment_confirmed', 'system')).toMatchObject({
      ok: true,
      to: 'paid',
    });
    expect(transitionClaim('confirming', 'payment_reverted', 'system')).toMatchObject({
      ok: true,
      to: 'new',
    });
    expect(transitionClaim('confirming', 'expire', 'system').ok).toBe(false);
    expect(transitionClaim('confirming', 'payment_received', 'operator').ok).toBe(false);
    expect(transitionClaim('new', 'payment_detected', 'operator')).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    expect(availableActions('review', 'operator')).toEqual(['refund', 'accept_payment', 'recompute']);
    expect(transitionClaim('review', 'accept_payment', 'operator')).toMatchObject({
      ok: true,
      to: 'paid',
      releasesHold: false,
    });
    expect(transitionClaim('review', 'refund', 'operator')).toMatchObject({
      ok: true,
      to: 'refunded',
      releasesHold: true,
    });
  });

  it('lists the possible actions', () => {
    expect(availableActions('new', 'client')).toEqual(['confirm', 'cancel']);
    expect(availableActions('completed', 'operator')).toEqual([]);
    expect(CLAIM_STATUSES).toHaveLength(10);
  });
});
