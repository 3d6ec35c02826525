import type { MarkRequestAddedBody } from '@pardeh/contract';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { markRequestAdded as markAdded } from '../mark-request-added.ts';
import { findTitleForRequest } from '../requests-db.ts';
import { answerRequest } from './answer-request.ts';

/** An open request → added, linked to the title; every requester gets the title's link. */
export const markRequestAdded = (
  db: Database,
  operatorId: number,
  requestId: number,
  body: MarkRequestAddedBody,
) =>
  answerRequest(db, operatorId, requestId, 'mark-request-added', async (tx) => {
    if (!(await findTitleForRequest(tx, body.titleId)))
      throw notFound(messages.adminModeration.requestTitleNotFound);
    return markAdded(tx, requestId, body.titleId, body.reply);
  });
