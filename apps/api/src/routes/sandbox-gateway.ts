import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from '../http/escape-html.ts';
import { messages } from '../messages.ts';
import {
  decideSandboxPayment,
  type SandboxPayment,
  sandboxCallbackUrl,
  sandboxPagePath,
  showSandboxPayment,
} from '../premium/gateways/sandbox-gateway.ts';

const text = messages.paymentGateways.sandboxPage;
const toman = new Intl.NumberFormat('fa-IR');

/** A plain HTML page in the site's colours: the gateway is not part of the web app, as a real one is not. */
function page(body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#121212;color:#e8e8e8;font-family:Vazirmatn,Tahoma,Arial,sans-serif;line-height:1.9}
main{width:min(440px,100% - 32px);background:#1e1e1e;border-radius:12px;padding:24px;box-sizing:border-box}
h1{font-size:1.25rem;margin:0 0 12px}
.notice{background:rgba(245,197,24,.12);border:1px solid #f5c518;color:#f5d76e;border-radius:8px;padding:8px 12px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px}dt{color:#b0b0b0}dd{margin:0}
form{display:flex;gap:12px;flex-wrap:wrap}
button,a.button{flex:1 1 140px;font:inherit;font-size:1rem;border:0;border-radius:8px;padding:12px 16px;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#1fa187;color:#fff}.cancel{background:transparent;color:#e8e8e8;outline:1px solid #555}
a.button{display:inline-block;background:#1fa187;color:#fff}
</style></head>
<body><main>${body}</main></body>
</html>
`;
}

const paymentPage = (payment: SandboxPayment) =>
  page(`<h1>${escapeHtml(text.title)}</h1>
<p class="notice" role="note">${escapeHtml(text.notice)}</p>
<dl>
<dt>${escapeHtml(text.amount)}</dt><dd data-amount-rial="${payment.amountRial}">${escapeHtml(toman.format(payment.amountRial / 10))} ${escapeHtml(text.toman)}</dd>
<dt>${escapeHtml(text.description)}</dt><dd>${escapeHtml(payment.description)}</dd>
</dl>
<form method="post" action="${escapeHtml(sandboxPagePath(payment.authority))}">
<button class="pay" name="action" value="pay">${escapeHtml(text.pay)}</button>
<button class="cancel" name="action" value="cancel">${escapeHtml(text.cancel)}</button>
</form>`);

const settledPage = (payment: SandboxPayment) =>
  page(`<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(payment.status === 'paid' ? text.alreadyPaid : text.alreadyCancelled)}</p>
<a class="button" href="${escapeHtml(sandboxCallbackUrl(payment))}">${escapeHtml(text.backToSite)}</a>`);

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Frame-Options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The sandbox gateway's payment page (`premium/gateways/sandbox-gateway.ts`), served only while the
 * sandbox is on: `GET` shows the amount with pay and cancel buttons, `POST` takes the choice once
 * and sends the payer back to the shop's callback, as a real gateway does.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.payments.sandbox) return;
  const { db } = app.database;

  // The page's form posts `action=pay|cancel`; this plugin is the only place that reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { authority: string } }>(
    '/payments/sandbox/:authority',
    { schema: { hide: true } },
    async (request, reply) => {
      const payment = await showSandboxPayment(db, request.params.authority);
      if (!payment) return sendPage(reply, 404, page(`<p>${escapeHtml(text.notFound)}</p>`));
      return sendPage(reply, 200, payment.status === 'created' ? paymentPage(payment) : settledPage(payment));
    },
  );

  app.post<{ Params: { authority: string }; Body: { action?: unknown } | undefined }>(
    '/payments/sandbox/:authority',
    { schema: { hide: true } },
    async (request, reply) => {
      const action = request.body?.action;
      if (action !== 'pay' && action !== 'cancel') {
        return sendPage(reply, 400, page(`<p>${escapeHtml(messages.badRequest)}</p>`));
      }
      const payment = await decideSandboxPayment(db, request.params.authority, action);
      if (!payment) return sendPage(reply, 404, page(`<p>${escapeHtml(text.notFound)}</p>`));
      return reply.header('Cache-Control', 'no-store').redirect(sandboxCallbackUrl(payment), 303);
    },
  );
};
