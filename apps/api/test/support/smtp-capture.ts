import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inBeforeAll } from './before-all.ts';

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export interface SmtpCapture {
  /** For SMTP_URL, e.g. smtp://127.0.0.1:41235 */
  url: string;
  messages: ParsedMail[];
  /** Every message received so far for `address`. */
  messagesTo(address: string): ParsedMail[];
  /** The first received message to `address` not taken before; waits for it if needed. */
  nextTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  let notify = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          notify();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const isTo = (mail: ParsedMail, address: string) => {
    const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return recipients.some((to) =>
      to.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()),
    );
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messagesTo: (address) => messages.filter((mail) => isTo(mail, address)),
    async nextTo(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((mail) => !taken.has(mail) && isTo(mail, address));
        if (found) {
          taken.add(found);
          return found;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no message to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          notify = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A capture for the file or describe block, started in `beforeAll` and closed in `afterAll`. */
export function useSmtpCapture(): SmtpCapture {
  const capture = inBeforeAll(startSmtpCapture, (started) => started.close());
  return {
    get url() {
      return capture().url;
    },
    get messages() {
      return capture().messages;
    },
    messagesTo: (address) => capture().messagesTo(address),
    nextTo: (address, timeoutMs) => capture().nextTo(address, timeoutMs),
    close: () => capture().close(),
  };
}

/** The first link in a message's plain-text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): URL {
  const match = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(match);
}
