import { formatGiftCode } from '@pardeh/contract';
import { findUserById } from '../../accounts/find-user.ts';
import { giftCodeMail, paymentReceiptMail } from '../../email/templates.ts';
import type { CreditedOrder } from './credit-order.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * After the payment's transaction commits: the buyer's receipt and, for a gift, the code with the
 * buyer's message to the recipient. Sent in the background: a slow mail server never holds up the
 * payer's redirect, and the code stays on the buyer's gifts page whatever happens to the mail.
 */
export async function sendPaymentMails(deps: PaymentDeps, credited: CreditedOrder): Promise<void> {
  const { order, giftCode } = credited;
  const buyer = await findUserById(deps.db, order.userId);
  if (!buyer) return;
  const code = giftCode ? formatGiftCode(giftCode.code) : null;
  const giftsUrl = `${deps.publicUrl}/gift`;
  const receiptUrl = giftCode ? giftsUrl : `${deps.publicUrl}/user/dashboard`;
  const receipt = paymentReceiptMail(
    {
      name: buyer.name,
      planName: order.planName,
      amountRial: order.amountRial,
      referenceId: order.referenceId,
      premiumExpiresAt: credited.premiumExpiresAt,
      gift:
        giftCode && code && order.recipientEmail
          ? { recipientEmail: order.recipientEmail, code, codeExpiresAt: giftCode.expiresAt }
          : null,
    },
    receiptUrl,
  );
  // A number-only account has no address: its receipt stays on the site's result page.
  if (buyer.email) deps.mailer.sendInBackground({ to: buyer.email, ...receipt, link: receiptUrl });

  if (giftCode && code && order.recipientEmail) {
    const mail = giftCodeMail(
      {
        buyerName: buyer.name,
        planName: order.planName,
        code,
        message: order.giftMessage,
        codeExpiresAt: giftCode.expiresAt,
      },
      giftsUrl,
    );
    deps.mailer.sendInBackground({ to: order.recipientEmail, ...mail, link: giftsUrl });
  }
}
