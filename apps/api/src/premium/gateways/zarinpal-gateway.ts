import { messages } from '../../messages.ts';
import { GatewayUnavailable, type PaymentGateway, type VerificationResult } from './payment-gateway.ts';

export interface ZarinpalConfig {
  merchantId: string;
  /** https://payment.zarinpal.com, its sandbox host, or a test server. */
  baseUrl: string;
  timeoutMs: number;
}

/** Zarinpal v4 answers: `data` holds the result on success; `errors` holds a code otherwise. */
interface ZarinpalAnswer {
  data?: { code?: unknown; authority?: unknown; ref_id?: unknown; card_pan?: unknown } | unknown[];
  errors?: { code?: unknown; message?: unknown } | unknown[];
}

const PAID = 100;
const ALREADY_VERIFIED = 101;

/**
 * Zarinpal's v4 REST protocol: `payment/request.json` for an authority, the payer at
 * `StartPay/{authority}`, `payment/verify.json` with the amount the shop expects. Amounts go in Rial
 * with `currency: "IRR"` said explicitly (Zarinpal's own clients default to Toman).
 */
export function createZarinpalGateway(config: ZarinpalConfig): PaymentGateway {
  const post = async (path: string, body: Record<string, unknown>): Promise<ZarinpalAnswer> => {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/pg/v4/payment/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ merchant_id: config.merchantId, ...body }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailable('zarinpal', `${path}: ${(error as Error).message}`, { cause: error });
    }
    // Zarinpal answers its own errors with 4xx and a JSON body; anything else means it is not there.
    if (response.status >= 500) throw new GatewayUnavailable('zarinpal', `${path}: HTTP ${response.status}`);
    try {
      return (await response.json()) as ZarinpalAnswer;
    } catch (error) {
      throw new GatewayUnavailable('zarinpal', `${path}: not JSON (HTTP ${response.status})`, {
        cause: error,
      });
    }
  };

  const resultCode = (answer: ZarinpalAnswer, path: string): number => {
    const data = Array.isArray(answer.data) ? undefined : answer.data;
    const errors = Array.isArray(answer.errors) ? undefined : answer.errors;
    const code = data?.code ?? errors?.code;
    if (typeof code !== 'number' || !Number.isInteger(code)) {
      throw new GatewayUnavailable('zarinpal', `${path}: answer without a code`);
    }
    return code;
  };

  return {
    id: 'zarinpal',
    name: messages.paymentGateways.zarinpalName,
    test: false,
    async requestPayment({ orderId, amountRial, description, callbackUrl, email }) {
      const answer = await post('request.json', {
        amount: amountRial,
        currency: 'IRR',
        description,
        callback_url: callbackUrl,
        metadata: { order_id: String(orderId), ...(email ? { email } : {}) },
      });
      const code = resultCode(answer, 'request.json');
      const authority = Array.isArray(answer.data) ? undefined : answer.data?.authority;
      if (code !== PAID || typeof authority !== 'string' || authority === '') {
        throw new GatewayUnavailable('zarinpal', `request.json: code ${code}`);
      }
      return { authority, redirectUrl: `${config.baseUrl}/pg/StartPay/${encodeURIComponent(authority)}` };
    },
    async verifyPayment({ authority, amountRial }): Promise<VerificationResult> {
      const answer = await post('verify.json', { amount: amountRial, authority });
      const code = resultCode(answer, 'verify.json');
      if (code !== PAID && code !== ALREADY_VERIFIED) {
        return {
          outcome: 'not-paid',
          code: String(code),
          reason: messages.paymentGateways.notPaidReason(String(code)),
        };
      }
      const data = Array.isArray(answer.data) ? undefined : answer.data;
      const refId = data?.ref_id;
      if ((typeof refId !== 'number' && typeof refId !== 'string') || String(refId) === '') {
        throw new GatewayUnavailable('zarinpal', `verify.json: code ${code} without ref_id`);
      }
      return {
        outcome: 'paid',
        referenceId: String(refId),
        cardPan: typeof data?.card_pan === 'string' ? data.card_pan : null,
        alreadyVerified: code === ALREADY_VERIFIED,
      };
    },
  };
}
