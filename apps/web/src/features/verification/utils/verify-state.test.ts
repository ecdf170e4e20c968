import { CLAIM_STATUSES, type TClaimStatus } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { verifyStateOf } from './verify-state';

const DOC = { id: '8f1c9b9e-3f7e-4a57-9d7c-0b6e0c1b2a3d', createdAt: '2026-11-22T03:45:00.000Z', size: 1 };

describe('verifyStateOf', () => {
  it('maps every status of a claim that needs verification', () => {
    const expected: Record<TClaimStatus, string> = {
      new: 'waiting',
      verification: 'waiting',
      confirming: 'waiting',
      review: 'waiting',
      paid: 'approved',
      processing: 'approved',
      completed: 'approved',
      cancelled: 'closed',
      expired: 'closed',
      refunded: 'closed',
    };
    for (const status of CLAIM_STATUSES) {
      expect(verifyStateOf({ required: true, status, documents: [] }), status).toBe(expected[status]);
    }
  });

  it('is "received" once a photo is uploaded, and "not-required" when no check is needed', () => {
    expect(verifyStateOf({ required: true, status: 'verification', documents: [DOC] })).toBe('received');
    expect(verifyStateOf({ required: false, status: 'verification', documents: [] })).toBe('not-required');
    expect(verifyStateOf({ required: false, status: 'paid', documents: [] })).toBe('not-required');
  });
});
