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

  it('never leaves a final status', () => {
    for (const status of FINAL_STATUSES) {
      for (const action of CLAIM_ACTIONS) {
        for (const actor of ['client', 'operator', 'system'] as const) {
          expect(transitionClaim(status, action, actor).ok).toBe(false);
        }
      }
    }
  });

  it('lists the possible actions', () => {
    expect(availableActions('new', 'client')).toEqual(['confirm', 'cancel']);
    expect(availableActions('completed', 'operator')).toEqual([]);
    expect(CLAIM_STATUSES).toHaveLength(8);
  });
});
