/**
 * WebOTP (Chrome on Android): reads the code from the SMS once the user allows it, when the
 * message ends with `@host #code`. Resolves null where the browser has no WebOTP, on abort, or
 * when the user declines. The signal aborts it when the page is left.
 */
export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return null;
  try {
    const credential = (await navigator.credentials.get({
      otp: { transport: ['sms'] },
      signal,
    } as CredentialRequestOptions)) as (Credential & { code?: string }) | null;
    return credential?.code ?? null;
  } catch {
    return null; // aborted, declined or timed out: the user types the code
  }
}
