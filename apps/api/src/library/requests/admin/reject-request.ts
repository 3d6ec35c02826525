import type { RejectRequestBody } from '@pardeh/contract';
import type { Database } from '../../../db/client.ts';
import { rejectContentRequest } from '../reject-content-request.ts';
import { answerRequest } from './answer-request.ts';

/** An open request → rejected; every requester is told why. */
export const rejectRequest = (db: Database, operatorId: number, requestId: number, body: RejectRequestBody) =>
  answerRequest(db, operatorId, requestId, 'reject-request', (tx) =>
    rejectContentRequest(tx, requestId, body.reply),
  );
