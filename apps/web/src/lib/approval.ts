/**
 * The two-person rule in the back office (docs/decisions/024-two-person-rule.md): a reserve
 * correction, a withdrawal's payment or a refund above its currency's threshold answers 202 with a
 * proposal instead of its usual result, and waits for another administrator.
 */
import { ZApproval, type TApproval } from '@exchanger/core';

/** A money action's answer: done (200), or a proposal waiting for a second administrator (202). */
export type TGated<T> = { done: T; proposal?: undefined } | { proposal: TApproval; done?: undefined };

/** Reads the answer as a proposal when it is one, else with `schema` (the action's own result). */
export function parseGated<T>(schema: { parse: (value: unknown) => T }, answer: unknown): TGated<T> {
  const proposal = ZApproval.safeParse(answer);
  return proposal.success ? { proposal: proposal.data } : { done: schema.parse(answer) };
}
