import type { FastifyInstance } from 'fastify';
import { createDevelopmentSender } from './development-sender.ts';
import { createKavenegarSender } from './kavenegar-sender.ts';
import type { SmsSender } from './sms-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** Gives the server its SMS sender (`app.sms`), chosen by SMS_PROVIDER. */
export function registerSms(app: FastifyInstance): void {
  const { sms, dataDir } = app.config;
  app.decorate(
    'sms',
    sms.kavenegar ? createKavenegarSender(sms.kavenegar) : createDevelopmentSender(dataDir, app.log),
  );
}
