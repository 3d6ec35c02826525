import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

/**
 * SMS_PROVIDER=development (the default): each message becomes a JSON file in DATA_DIR/outbox and
 * a log line, so a site without an SMS account (and the browser tests) can sign in by number.
 * Never for a public site: anyone reading the log can sign in as anyone.
 */
export function createDevelopmentSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    id: 'development',
    async sendCode(phone, code) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.sms.json`,
      );
      // Written aside and renamed, so whoever watches the outbox never reads half a message.
      await fs.writeFile(`${file}.partial`, JSON.stringify({ to: phone, code }), { mode: 0o600 });
      await fs.rename(`${file}.partial`, file);
      log.info({ file, to: phone, code }, 'SMS written to the outbox (SMS_PROVIDER=development)');
    },
  };
}
