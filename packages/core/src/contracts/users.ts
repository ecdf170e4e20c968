/**
 * Accounts (docs/api.md#auth-and-users). Messages are keys of the
 * server's dictionary, so a refused field is worded in the request's language.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { ZClaimStatus } from './claim.js';
import { ZPage, ZPageQuery } from './common.js';

/** Password policy: 8 to 128 characters with at least one letter and one digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const ZEmail = z
  .string()
  .trim()
  .max(254, { error: 'email_invalid' })
  .pipe(z.email({ error: 'email_invalid' }))
  .transform((e) => e.toLowerCase());

export const ZPassword = z
  .string({ error: 'field_required' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(PASSWORD_MAX, { error: 'password_too_long' })
  .regex(/\p{L}/u, { error: 'password_needs_letter' })
  .regex(/\p{N}/u, { error: 'password_needs_digit' });

/** What the client checks before sending; the server checks the same with the same schema. */
export function passwordProblems(password: string): string[] {
  const result = ZPassword.safeParse(password);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const repeated = (v: { password: string; passwordRepeat: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.passwordRepeat)
    ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: 'password_mismatch' });
};

/**
 * A second-factor code as typed: six digits from the authenticator app, or one of the recovery
 * codes (docs/decisions/022-two-factor.md).
 */
export const ZOtpCode = z.string().trim().min(1, { error: 'field_required' }).max(64);

export const ZLogin = z
  .object({
    email: ZEmail,
    password: z.string().min(1, { error: 'field_required' }).max(PASSWORD_MAX),
    /** The second factor, for an account that has one: a code or a recovery code. */
    otp: ZOtpCode.optional(),
  })
  .meta({ id: 'Login' });
export type TLogin = z.input<typeof ZLogin>;

export const ZAccess = z.object({ access: z.string() }).meta({ id: 'Access' });
export type TAccess = z.infer<typeof ZAccess>;

export const ZSignup = z
  .object({
    email: ZEmail,
    password: ZPassword,
    passwordRepeat: z.string(),
    /** The referrer's code (from a referral link). */
    refferal: z.string().trim().max(64).optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .superRefine(repeated)
  .meta({ id: 'Signup' });
export type TSignup = z.input<typeof ZSignup>;

export const ZEmailOnly = z.object({ email: ZEmail }).meta({ id: 'EmailOnly' });
export type TEmailOnly = z.input<typeof ZEmailOnly>;

export const ZNewPassword = z
  .object({ password: ZPassword, passwordRepeat: z.string() })
  .superRefine(repeated)
  .meta({ id: 'NewPassword' });
export type TNewPassword = z.input<typeof ZNewPassword>;

export const ZPasswordChange = z
  .object({
    oldPassword: z.string().min(1, { error: 'field_required' }).max(PASSWORD_MAX),
    password: ZPassword,
    passwordRepeat: z.string(),
  })
  .superRefine(repeated)
  .meta({ id: 'PasswordChange' });
export type TPasswordChange = z.input<typeof ZPasswordChange>;

/** A one-time token from an e-mailed link. */
export const ZTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[\w-]+$/, { error: 'token_invalid' }),
});

export const USER_ROLES = ['user', 'operator', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const ZMe = z
  .object({
    id: z.number().int(),
    email: z.string(),
    activated: z.boolean(),
    referralCode: z.string(),
    dateJoined: z.string(),
    locale: z.enum(LOCALES),
    role: z.enum(USER_ROLES),
    notifyEmail: z.boolean(),
    /** Whether the account signs in with a second factor (TOTP). */
    twoFactor: z.boolean(),
  })
  .meta({ id: 'Me' });
export type TMe = z.infer<typeof ZMe>;

/** `PATCH /api/v1/users/me/` — the settings a user changes themselves. */
export const ZMeUpdate = z
  .object({ locale: z.enum(LOCALES).optional(), notifyEmail: z.boolean().optional() })
  .strict()
  .meta({ id: 'MeUpdate' });
export type TMeUpdate = z.input<typeof ZMeUpdate>;

/** `POST /api/v1/users/me/2fa/`: a new secret to enrol, not active until confirmed. */
export const ZTwoFactorEnrolment = z
  .object({
    /** The secret in base32, for typing into an authenticator app. */
    secret: z.string(),
    /** The same as an `otpauth://totp/…` URL, for the QR code. */
    otpauthUrl: z.string(),
  })
  .meta({ id: 'TwoFactorEnrolment' });
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolment>;

/** A body carrying a second-factor code (confirming, turning it off). */
export const ZOtpBody = z.object({ otp: ZOtpCode }).meta({ id: 'OtpBody' });
export type TOtpBody = z.input<typeof ZOtpBody>;

/** The ten one-time recovery codes, shown once when the second factor is turned on. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

export const ZMyClaimsQuery = ZPageQuery.extend({ status: ZClaimStatus.optional() });

export const ZClaimSummary = z
  .object({
    id: z.uuid(),
    status: ZClaimStatus,
    createdAt: z.string(),
    from: z.object({ id: z.number().int(), currency: z.string(), name: z.string(), amount: z.string() }),
    to: z.object({ id: z.number().int(), currency: z.string(), name: z.string(), amount: z.string() }),
  })
  .meta({ id: 'ClaimSummary' });
export type TClaimSummary = z.infer<typeof ZClaimSummary>;

export const ZClaimSummaryPage = ZPage(ZClaimSummary).meta({ id: 'ClaimSummaryPage' });
export type TClaimSummaryPage = z.infer<typeof ZClaimSummaryPage>;
