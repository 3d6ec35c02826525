import { type SmsSender, SmsUnavailable } from './sms-sender.ts';

export interface KavenegarConfig {
  apiKey: string;
  /** The verify template defined in Kavenegar's panel; its %token receives the code. */
  template: string;
  /** https://api.kavenegar.com, or a test server. */
  baseUrl: string;
  timeoutMs: number;
}

/** Kavenegar answers `{ return: { status, message }, entries }`; `status` 200 is success. */
interface KavenegarAnswer {
  return?: { status?: unknown; message?: unknown };
}

/**
 * Kavenegar's `verify/lookup` call: a message built from a template approved in its panel, sent
 * over its fast OTP route. The API key travels in the path; it never reaches the log (errors
 * name the status and Kavenegar's message only). Every refusal (403 bad key, 411 bad receptor,
 * 418 no credit, 424 unknown template, 5xx…) is SmsUnavailable: the user can do nothing about
 * it but wait, and the operator reads the status in the log.
 */
export function createKavenegarSender(config: KavenegarConfig): SmsSender {
  const url = `${config.baseUrl}/v1/${encodeURIComponent(config.apiKey)}/verify/lookup.json`;
  return {
    id: 'kavenegar',
    async sendCode(phone, code) {
      let response: Response;
      let answer: KavenegarAnswer | undefined;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          // Kavenegar takes the local form (09…) as well as E.164; the local form works on every plan.
          body: new URLSearchParams({
            receptor: `0${phone.slice(3)}`,
            token: code,
            template: config.template,
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        answer = (await response.json().catch(() => undefined)) as KavenegarAnswer | undefined;
      } catch (error) {
        throw new SmsUnavailable('kavenegar', (error as Error).name, { cause: error });
      }
      const status = answer?.return?.status;
      if (response.status === 200 && status === 200) return;
      const message = typeof answer?.return?.message === 'string' ? answer.return.message : '';
      throw new SmsUnavailable(
        'kavenegar',
        `HTTP ${response.status}, status ${String(status)} ${message}`.trim(),
      );
    },
  };
}
