/** Sends the one-time codes of phone sign-in (accounts/phone-*.ts). */
export interface SmsSender {
  readonly id: 'kavenegar' | 'development';
  /** Resolves once the provider accepted the message; throws SmsUnavailable otherwise. */
  sendCode(phone: string, code: string): Promise<void>;
}

/**
 * The provider did not take the message (down, slow, out of credit, misconfigured). The caller
 * answers 503 and forgets the code; `detail` is for the log only, never for the user.
 */
export class SmsUnavailable extends Error {
  constructor(
    readonly provider: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${detail}`, options);
    this.name = 'SmsUnavailable';
  }
}
