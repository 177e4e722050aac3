import { generateSecret, generateURI, verify } from 'otplib';

/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Pitlane';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUrl(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** A 6-digit code of this 30-second step, or of the one before or after (clocks drift). */
export async function totpCodeValid(secret: string, code: string, epochSeconds?: number): Promise<boolean> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30, ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }) });
    return result.valid;
  } catch {
    return false;
  }
}
