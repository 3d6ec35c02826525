/**
 * The links emails carry, pointing at pages of the web app (which read these exact shapes):
 * - reset: `{PUBLIC_URL}/auth/reset-password/{token}?email={address}`
 * - sign-in: `{PUBLIC_URL}/auth/login?login_token={token}`
 * - adding an address: `{PUBLIC_URL}/auth/confirm-email?token={token}`
 */
export const resetPasswordLink = (publicUrl: string, token: string, email: string): string =>
  `${publicUrl}/auth/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;

export const loginLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/auth/login?login_token=${encodeURIComponent(token)}`;

export const confirmEmailLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
