import { z } from 'zod';
import { okResponse } from './common.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { CLAN_DOMAIN_PATTERN, RESERVED_CLAN_DOMAINS } from './tenant.ts';

export const userRoles = ['admin', 'user'] as const;
export const userStatuses = ['pending', 'active', 'rejected'] as const;
export const userRoleSchema = z.enum(userRoles);
export const userStatusSchema = z.enum(userStatuses);
export type UserRole = z.infer<typeof userRoleSchema>;
export type UserStatus = z.infer<typeof userStatusSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong);

export const usernameSchema = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,50}$/, MESSAGES.usernameInvalid);

export const emailSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email(MESSAGES.emailInvalid));

export const personNameSchema = displayText(200, MESSAGES.nameRequired);

export const clanDomainSchema = z
  .string({ error: MESSAGES.domainInvalid })
  .trim()
  .toLowerCase()
  .regex(CLAN_DOMAIN_PATTERN, MESSAGES.domainInvalid)
  .refine((d) => !RESERVED_CLAN_DOMAINS.has(d), MESSAGES.domainReserved);

/** Blank domains are treated as absent (spec §5). */
const optionalDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(100)
  .optional()
  .transform((d) => (d ? d : undefined));

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: userRoleSchema,
  status: userStatusSchema,
  domain: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const clanSchema = z.object({ _id: z.string(), clanName: z.string(), domain: z.string() });
export type Clan = z.infer<typeof clanSchema>;

export const tokenSchema = z.object({ token: z.string(), expires: z.string() });
export const tokensSchema = z.object({ access: tokenSchema, refresh: tokenSchema });
export type AuthTokens = z.infer<typeof tokensSchema>;

export const sessionSchema = z.object({ user: userSchema, clan: clanSchema, tokens: tokensSchema });
export type AuthSession = z.infer<typeof sessionSchema>;

// POST /api/auth/login
export const loginBody = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.usernameRequired),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX),
  domain: optionalDomain,
});
export type LoginBody = z.input<typeof loginBody>;
export const loginResponse = okResponse(sessionSchema);

// POST /api/auth/register
export const registerBody = z.object({
  name: personNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  domain: clanDomainSchema,
  clanName: displayText(200, MESSAGES.clanNameRequired),
});
export type RegisterBody = z.input<typeof registerBody>;
export const registerResponse = okResponse(z.object({ user: userSchema, clan: clanSchema }));

// POST /api/auth/register-member
export const registerMemberBody = z.object({
  name: personNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  domain: optionalDomain,
  /** "Tôi là …" (issue 23): a person of a public tree, or null for "chưa có trong cây"; left out, no request. */
  personId: z.uuid().nullable().optional(),
  personNote: z
    .string()
    .trim()
    .max(500, MESSAGES.personClaimNoteTooLong)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null)),
});
export type RegisterMemberBody = z.input<typeof registerMemberBody>;
export const registerMemberResponse = okResponse(z.object({ user: userSchema, clan: clanSchema }));

// GET /api/auth/check-username, /api/auth/check-email
export const checkUsernameQuery = z.object({ username: z.string().trim().toLowerCase().min(1).max(100) });
export const checkEmailQuery = z.object({ email: z.string().trim().toLowerCase().min(1).max(320) });
export const availabilityResponse = okResponse(z.object({ available: z.boolean() }));

// POST /api/auth/logout, /api/auth/refresh-tokens
export const refreshTokenBody = z.object({
  refreshToken: z.string({ error: MESSAGES.tokenRequired }).min(1).max(2000),
});
export const refreshResponse = okResponse(z.object({ tokens: tokensSchema }));

// POST /api/auth/forgot-password
export const forgotPasswordBody = z.object({ email: emailSchema });

// POST /api/auth/reset-password?token
export const tokenQuery = z.object({ token: z.string({ error: MESSAGES.tokenRequired }).min(1).max(200) });
export const resetPasswordBody = z.object({ password: passwordSchema });

// GET /api/auth/me
export const meResponse = okResponse(z.object({ user: userSchema, clan: clanSchema }));
