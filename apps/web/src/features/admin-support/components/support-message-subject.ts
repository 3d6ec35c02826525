import type { AdminSupportMessage } from '@pardeh/contract';
import { adminSupportMessages } from '../messages.ts';

const text = adminSupportMessages.support;

/** What a message is about: its subject, or for a content request the title asked for. */
export const supportMessageSubject = (message: AdminSupportMessage): string =>
  message.kind === 'content-request'
    ? text.requested(message.requestedTitle ?? '')
    : (message.subject ?? text.noSubject);
