import { SignJWT } from 'jose';
import { ACCESS_TOKEN_ALG, type KeyStore } from './keys.js';

/** Lifetime of our access tokens (AUTH-CONTRACT: 3600 s). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** What goes into an access token besides the fixed claims. */
export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  /** `password`, `otp` or `recovery`. */
  amrMethod: string;
  /** When the session's authentication happened (Unix s). */
  authenticatedAt: number;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/** Signs an ES256 access token with the active key; returns it with `expires_at` (Unix s). */
export async function signAccessToken(
  keys: KeyStore,
  issuer: string,
  s: AccessTokenSubject,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const { kid, privateKey } = await keys.get();
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: s.email,
    phone: '',
    app_metadata: s.appMetadata,
    user_metadata: s.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: s.amrMethod, timestamp: s.authenticatedAt }],
    session_id: s.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(s.userId)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(privateKey);
  return { token, expiresAt, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** The issuer of our tokens: `${PUBLIC_URL}/auth/v1`. */
export function ourIssuer(publicUrl: string): string {
  return `${publicUrl}/auth/v1`;
}
