import { messages } from '../messages.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * One message with one call to action, in Persian: right-to-left HTML with inline styles (mail
 * clients drop stylesheets) and the same words as plain text for clients that show no HTML.
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
  const url = escapeHtml(parts.url);
  const html = `<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body dir="rtl" style="margin:0;padding:24px;background:#121212;color:#e8e8e8;font-family:Vazirmatn,Tahoma,Arial,sans-serif;direction:rtl;text-align:right;line-height:1.9">
<div style="max-width:560px;margin:0 auto;background:#1e1e1e;border-radius:8px;padding:24px">
<p>${escapeHtml(e.greeting(parts.name))}</p>
<p>${escapeHtml(parts.intro)}</p>
<p style="text-align:center;margin:28px 0"><a href="${url}" style="background:#1fa187;color:#fff;text-decoration:none;padding:12px 24px;border-radius:6px;display:inline-block">${escapeHtml(parts.action)}</a></p>
<p style="font-size:14px;color:#b0b0b0">${escapeHtml(e.expiryNote)} ${escapeHtml(e.ignoreNote)}</p>
<p style="font-size:13px;color:#b0b0b0">${escapeHtml(e.copyLinkNote)}<br><span dir="ltr" style="direction:ltr;unicode-bidi:embed;word-break:break-all">${url}</span></p>
<p>${escapeHtml(e.signature)}</p>
</div>
</body>
</html>
`;
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
