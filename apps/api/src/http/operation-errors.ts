/**
 * The error answers each operation documents, beside its success (docs/api.md#errors): every one
 * may answer 400 (a malformed request or a bad value, `fields` naming each); a signed call 401; a
 * back-office or merchant call 403; a call with an id in its path 404; a call with a body 413. The
 * answers that depend on what the call does — 409 (the state changed, a limit of open claims, a
 * repeated key) and 429 (too many attempts, with `Retry-After`) — are listed here by operation.
 */
import type { TErrorStatus } from './openapi-errors.js';

export const EXTRA_ERRORS: Readonly<Record<string, readonly TErrorStatus[]>> = {
  // Accounts: throttled attempts, and states that refuse a change.
  'POST /front-api/auth/login/': [409, 429],
  'POST /api/v1/users/signup/': [409, 429],
  'POST /api/v1/users/reactivate/': [429],
  'POST /api/v1/users/restore/': [429],
  'POST /api/v1/users/me/password/': [429],
  'POST /api/v1/users/me/2fa/': [409],
  'POST /api/v1/users/me/2fa/confirm/': [409, 429],
  'DELETE /api/v1/users/me/2fa/': [409, 429],
  'GET /api/v1/promocodes/:code/': [429],
  'POST /api/v1/users/me/refferal/withdrawal/': [409],
  'GET /api/v1/challenge/': [429],
  // Claims: rationing (decision 027), their state machine, idempotency keys (decision 028).
  'POST /api/v1/claim/': [409, 429],
  'POST /api/v1/claim/lookup/': [429],
  'POST /api/v1/claim/:id/confirm/': [409],
  'POST /api/v1/claim/:id/cancel/': [409],
  'POST /api/v1/claim/:id/verification/': [409],
  'POST /api/v1/contacts/': [429],
  // Shops and merchants.
  'POST /api/v1/users/me/shop/': [409],
  'PATCH /api/v1/users/me/shop/': [409],
  'POST /api/v1/users/me/shop/invoices/': [409],
  'POST /api/v1/users/me/shop/withdrawal/': [409],
  'POST /api/v1/users/me/shop/keys/': [409],
  'POST /api/v1/merchant/invoices/': [409],
  // The back office: another operator acted first, or the record no longer allows it.
  'POST /admin/api/claims/:id/actions/': [409, 429],
  'PATCH /admin/api/users/:id/': [409],
  'POST /admin/api/withdrawals/:id/decision/': [409, 429],
  'POST /admin/api/catalogue/currencies/': [409],
  'PATCH /admin/api/catalogue/currencies/:id/': [409],
  'POST /admin/api/catalogue/currencies/:id/reserve/': [409, 429],
  'POST /admin/api/catalogue/directions/': [409],
  'PATCH /admin/api/catalogue/directions/:id/': [409],
  'PUT /admin/api/currencies/:id/watch/': [409],
  'POST /admin/api/content/': [409],
  'PATCH /admin/api/content/:id/': [409],
  'POST /admin/api/messages/:id/actions/': [409],
  'POST /admin/api/shops/:id/decision/': [409],
  'POST /admin/api/shop-withdrawals/:id/decision/': [409, 429],
  'POST /admin/api/approvals/:id/approve/': [409, 429],
  'POST /admin/api/approvals/:id/reject/': [409],
  'POST /admin/api/approvals/:id/cancel/': [409],
};
