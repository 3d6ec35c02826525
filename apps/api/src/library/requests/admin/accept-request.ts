import type { AcceptRequestBody } from '@pardeh/contract';
import type { Database } from '../../../db/client.ts';
import { acceptContentRequest } from '../accept-content-request.ts';
import { answerRequest } from './answer-request.ts';

/** Pending → accepted; every requester is told, with the reply when there is one. */
export const acceptRequest = (db: Database, operatorId: number, requestId: number, body: AcceptRequestBody) =>
  answerRequest(db, operatorId, requestId, 'accept-request', (tx) =>
    acceptContentRequest(tx, requestId, body.reply),
  );
