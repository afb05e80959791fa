import { createPublicKey, type KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SsoTokenBody } from '../../common/wire/accounts.ts';
import { LoginAnswer } from '../../common/wire/auth.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import type { TypedApp } from '../http/types.ts';
import { type JWTPayload, createRemoteJWKSet, jwtVerify } from 'jose';
import { sql } from 'kysely';
import type { AppConfig } from '../config.ts';
import { completeSignIn } from '../auth/sign-in.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { type AccountsDeps, requireFeature } from './context.ts';
import { spendSsoToken } from './sso-replay.ts';

/** The identity provider's signing algorithms we accept; never 'none' nor HMAC. */
const ALGORITHMS = ['RS256', 'ES256'];

/** A verified token's claims; requiredClaims has made jose check that exp is there and a number. */
type Claims = JWTPayload & { exp: number };

type Verify = (token: string) => Promise<Claims>;

/**
 * A verifier of the identity provider's JWTs: signature against SSO_JWKS_URL
 * (or the PEM key SSO_PUBLIC_KEY), issuer, audience and expiry all required.
 * Misconfiguration is logged once and every token is refused.
 */
export function createSsoVerifier(sso: AppConfig['sso'], log: FastifyBaseLogger): Verify {
  let key: KeyObject | ReturnType<typeof createRemoteJWKSet> | undefined;
  try {
    if (sso.jwksUrl) key = createRemoteJWKSet(new URL(sso.jwksUrl));
    else if (sso.publicKey) key = createPublicKey(sso.publicKey);
  } catch (error) {
    log.error({ err: error }, 'SSO key could not be read (SSO_JWKS_URL / SSO_PUBLIC_KEY)');
  }
  const ready = key !== undefined && Boolean(sso.issuer) && Boolean(sso.audience);
  let warned = false;
  return async (token) => {
    if (!ready) {
      if (!warned) log.error('SSO needs SSO_JWKS_URL or SSO_PUBLIC_KEY, SSO_ISSUER and SSO_AUDIENCE');
      warned = true;
      throw new Error('SSO is not configured');
    }
    const options = { issuer: sso.issuer, audience: sso.audience, algorithms: ALGORITHMS, requiredClaims: ['exp'] };
    // Two calls because jose types the key and the key-set function as separate overloads.
    const { payload } = typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key!, options);
    return payload as Claims;
  };
}

const claim = (payload: JWTPayload, name: string) => {
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
};

/** POST /oauth/verify-oauth-sso-token: an identity provider's token for a session, like POST /login. */
export function ssoRoutes(app: TypedApp, { config, db }: AccountsDeps): void {
  const verify = createSsoVerifier(config.sso, app.log);
  const schema = { body: SsoTokenBody, response: { 200: LoginAnswer, ...errorAnswers } };

  app.post('/oauth/verify-oauth-sso-token', { schema, config: { public: true } }, async (request) => {
    requireFeature(config.features.sso);
    let payload: Claims;
    try {
      payload = await verify(request.body.token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'SSO token refused');
      throw new AppError(401, 'sso_invalid_token');
    }
    // An identity provider that marks the email unverified does not vouch for whose it is.
    const emailVerified = payload.email_verified;
    if (emailVerified !== undefined && emailVerified !== true && emailVerified !== 'true') throw new AppError(401, 'sso_email_unverified');
    if (!(await spendSsoToken(db, request.body.token, payload))) throw new AppError(401, 'sso_token_used');
    const email = claim(payload, 'email');
    const username = claim(payload, 'preferred_username');
    // Matched to an existing account only; an unknown person is never created here.
    const byEmail = email
      ? await db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email).executeTakeFirst()
      : undefined;
    const user =
      byEmail ??
      (username ? await db.selectFrom('users').selectAll().where(sql<string>`lower(username)`, '=', username).executeTakeFirst() : undefined);
    if (!user) throw new AppError(401, 'sso_no_account');
    const result = await completeSignIn({ db, config }, user, { ip: request.ip, userAgent: request.headers['user-agent'] });
    return { message: translate(request.locale, 'login_success'), ...result };
  });
}
