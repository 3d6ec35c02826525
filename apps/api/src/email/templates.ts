import { escapeHtml } from '../http/escape-html.ts';
import { messages } from '../messages.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The page every mail shares: right-to-left HTML with inline styles (mail clients drop
 * stylesheets), the site's dark card, and `body` (already escaped) inside it.
 */
const mailDocument = (subject: string, body: string) => `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="margin:0;padding:24px;background:#121212;color:#e8e8e8;font-family:Vazirmatn,Tahoma,Arial,sans-serif;direction:rtl;text-align:right;line-height:1.9">
<div style="max-width:560px;margin:0 auto;background:#1e1e1e;border-radius:8px;padding:24px">
${body}
<p>${escapeHtml(messages.email.signature)}</p>
</div>
</body>
</html>
`;

/** The one call-to-action button of a mail. */
const actionButton = (label: string, url: string) =>
  `<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(url)}" style="background:#1fa187;color:#fff;text-decoration:none;padding:12px 24px;border-radius:6px;display:inline-block">${escapeHtml(label)}</a></p>`;

/**
 * One message with one call to action, in Persian, with the same words as plain text for clients
 * that show no HTML.
 */
function renderActionMail(parts: {
  subject: string;
  name: string;
  intro: string;
  action: string;
  url: string;
}) {
  const e = messages.email;
  const text = [
    e.greeting(parts.name),
    '',
    parts.intro,
    parts.url,
    '',
    e.expiryNote,
    e.ignoreNote,
    '',
    e.signature,
  ].join('\n');
  const html = mailDocument(
    parts.subject,
    `<p>${escapeHtml(e.greeting(parts.name))}</p>
<p>${escapeHtml(parts.intro)}</p>
${actionButton(parts.action, parts.url)}
<p style="font-size:14px;color:#b0b0b0">${escapeHtml(e.expiryNote)} ${escapeHtml(e.ignoreNote)}</p>
<p style="font-size:13px;color:#b0b0b0">${escapeHtml(e.copyLinkNote)}<br><span dir="ltr" style="direction:ltr;unicode-bidi:embed;word-break:break-all">${escapeHtml(parts.url)}</span></p>`,
  );
  return { subject: parts.subject, text, html };
}

export const resetPasswordMail = (name: string, url: string): RenderedMail =>
  renderActionMail({
    subject: messages.email.resetSubject,
    name,
    intro: messages.email.resetIntro,
    action: messages.email.resetAction,
    url,
  });

export const loginLinkMail = (name: string, url: string): RenderedMail =>
  renderActionMail({
    subject: messages.email.loginSubject,
    name,
    intro: messages.email.loginIntro,
    action: messages.email.loginAction,
    url,
  });

/** Confirms an address being added to a number account (accounts/phone/request-email-addition.ts). */
export const addEmailMail = (name: string, url: string): RenderedMail =>
  renderActionMail({
    subject: messages.phone.addEmailSubject,
    name,
    intro: messages.phone.addEmailIntro,
    action: messages.phone.addEmailAction,
    url,
  });

/** One labelled line of a report mail; `ltr` for codes and numbers in Latin letters. */
interface MailDetail {
  label: string;
  value: string;
  ltr?: boolean;
}

/**
 * A message that reports something done (a receipt, a gift): a few paragraphs, labelled details
 * and one link, in the same right-to-left layout and plain-text twin as the action mails.
 */
function renderReportMail(parts: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  details: MailDetail[];
  action: string;
  url: string;
}): RenderedMail {
  const e = messages.email;
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs,
    '',
    ...parts.details.map((detail) => `${detail.label}: ${detail.value}`),
    '',
    `${parts.action}: ${parts.url}`,
    '',
    e.signature,
  ].join('\n');
  const detailRows = parts.details
    .map((detail) => {
      const value = escapeHtml(detail.value);
      const shown = detail.ltr
        ? `<span dir="ltr" style="direction:ltr;unicode-bidi:embed;font-family:monospace;font-size:18px;letter-spacing:1px">${value}</span>`
        : value;
      return `<tr><td style="color:#b0b0b0;padding:4px 0 4px 16px;white-space:nowrap">${escapeHtml(detail.label)}</td><td style="padding:4px 0">${shown}</td></tr>`;
    })
    .join('\n');
  const html = mailDocument(
    parts.subject,
    `<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${detailRows}
</table>
${actionButton(parts.action, parts.url)}`,
  );
  return { subject: parts.subject, text, html };
}

export interface PaymentReceipt {
  name: string;
  planName: string;
  amountRial: number;
  referenceId: string;
  /** A subscription: the buyer's new expiry. */
  premiumExpiresAt: Date | null;
  /** A gift: who gets it and its code (grouped for reading). */
  gift: { recipientEmail: string; code: string; codeExpiresAt: Date } | null;
}

/** The buyer's receipt for a paid order; `url` leads to their dashboard or gifts page. */
export function paymentReceiptMail(receipt: PaymentReceipt, url: string): RenderedMail {
  const p = messages.premium;
  const details: MailDetail[] = [
    { label: p.email.plan, value: receipt.planName },
    { label: p.email.amount, value: p.toman(receipt.amountRial) },
    { label: p.email.reference, value: receipt.referenceId, ltr: true },
  ];
  if (receipt.premiumExpiresAt) {
    details.push({ label: p.email.expiresAt, value: p.jalaliDate(receipt.premiumExpiresAt) });
  }
  if (receipt.gift) {
    details.push(
      { label: p.email.giftCode, value: receipt.gift.code, ltr: true },
      { label: p.email.codeExpiresAt, value: p.jalaliDate(receipt.gift.codeExpiresAt) },
    );
  }
  return renderReportMail({
    subject: p.email.receiptSubject,
    greeting: messages.email.greeting(receipt.name),
    paragraphs: [receipt.gift ? p.email.giftReceiptIntro(receipt.gift.recipientEmail) : p.email.receiptIntro],
    details,
    action: receipt.gift ? p.email.giftReceiptAction : p.email.receiptAction,
    url,
  });
}

export interface GiftDelivery {
  buyerName: string;
  planName: string;
  /** Grouped for reading (`ABCD-EFGH-…`). */
  code: string;
  message: string | null;
  codeExpiresAt: Date;
}

/** The gift's code with the buyer's message, to the recipient; `url` is the page that redeems it. */
export function giftCodeMail(gift: GiftDelivery, url: string): RenderedMail {
  const p = messages.premium.email;
  return renderReportMail({
    subject: p.giftSubject(gift.buyerName),
    greeting: p.giftGreeting,
    paragraphs: [
      p.giftIntro(gift.buyerName, gift.planName),
      ...(gift.message ? [`${p.giftMessage(gift.buyerName)}\n${gift.message}`] : []),
    ],
    details: [
      { label: p.giftCode, value: gift.code, ltr: true },
      { label: p.codeExpiresAt, value: messages.premium.jalaliDate(gift.codeExpiresAt) },
    ],
    action: p.giftAction,
    url,
  });
}

export interface SupportAnswer {
  name: string;
  /** What the sender wrote about: their subject, or the title they asked for. */
  about: string;
  reply: string;
  /** Their message, quoted below the answer (null for a request without a note). */
  original: string | null;
  /** The contact page, for a follow-up. */
  contactUrl: string;
}

/** The team's answer to a contact-page message, with the sender's message quoted below it. */
export function supportReplyMail(answer: SupportAnswer): RenderedMail {
  const r = messages.adminModeration.replyMail;
  const subject = r.subject(answer.about);
  const quoted = answer.original ? ['', r.yourMessage, answer.original] : [];
  const text = [
    messages.email.greeting(answer.name),
    '',
    r.intro,
    '',
    answer.reply,
    ...quoted,
    '',
    `${r.contactAction}: ${answer.contactUrl}`,
    '',
    messages.email.signature,
  ].join('\n');
  const quote = answer.original
    ? `<p style="font-size:14px;color:#b0b0b0">${escapeHtml(r.yourMessage)}</p>
<blockquote style="margin:0;padding:8px 16px;border-right:3px solid #444;color:#b0b0b0;white-space:pre-line">${escapeHtml(answer.original)}</blockquote>`
    : '';
  const html = mailDocument(
    subject,
    `<p>${escapeHtml(messages.email.greeting(answer.name))}</p>
<p>${escapeHtml(r.intro)}</p>
<p style="white-space:pre-line">${escapeHtml(answer.reply)}</p>
${quote}
${actionButton(r.contactAction, answer.contactUrl)}`,
  );
  return { subject, text, html };
}
