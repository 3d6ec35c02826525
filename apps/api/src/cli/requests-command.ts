import { parseArgs } from 'node:util';
import { contentRequestStatusSchema, MAX_ROW_ID } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import { acceptContentRequest } from '../library/requests/accept-content-request.ts';
import { listAllRequests, type RequestView } from '../library/requests/list-all-requests.ts';
import { markRequestAdded } from '../library/requests/mark-request-added.ts';
import { addedTitlePath } from '../library/requests/present-content-request.ts';
import { rejectContentRequest } from '../library/requests/reject-content-request.ts';
import { UsageError } from './operator-command.ts';

const usage = `Usage: npm run requests -- <command>

  list [--status pending|accepted|added|rejected]
      Lists content requests, newest first.
  accept <id> [reply]
      Accepts a pending request; the optional reply is shown to its requesters.
  reject <id> <reply>
      Rejects an open request; the reply (required) tells the requesters why.
  added <id> <titleId>
      Marks an open request added, linking its requesters to the title.

Each change notifies everyone who asked for the title.`;

const positiveId = (value: string | undefined, label: string): number => {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) {
    throw new UsageError(`Invalid ${label}: ${value ?? '(missing)'}\n\n${usage}`);
  }
  return id;
};

function describe(request: RequestView): string {
  const what = [
    `#${request.id}`,
    request.status,
    request.type,
    `"${request.title}"${request.year ? ` (${request.year})` : ''}`,
    request.imdbId ?? '',
    `${request.requesters} requester${request.requesters === 1 ? '' : 's'}`,
    request.createdAt.toISOString().slice(0, 10),
  ];
  const lines = [what.filter(Boolean).join('  ')];
  if (request.note) lines.push(`    note: ${request.note}`);
  if (request.reply) lines.push(`    reply: ${request.reply}`);
  const path = addedTitlePath(request);
  if (path) lines.push(`    title: ${path}`);
  return lines.join('\n');
}

/** `npm run requests -- list|accept|reject|added`: the operator's answers to content requests; returns what to print. */
export async function runRequestsCommand(db: Database, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { status: { type: 'string' } },
  });
  const [command, ...rest] = positionals;

  if (command === 'list' && rest.length === 0) {
    const status =
      values.status === undefined ? undefined : contentRequestStatusSchema.safeParse(values.status);
    if (status && !status.success) throw new UsageError(`Invalid status: ${values.status}\n\n${usage}`);
    const requests = await listAllRequests(db, status?.data);
    return requests.length > 0 ? requests.map(describe).join('\n') : 'No requests.';
  }
  if (values.status !== undefined) throw new UsageError(usage);
  if (command === 'accept' && rest.length <= 2) {
    const request = await acceptContentRequest(db, positiveId(rest[0], 'request id'), rest[1]);
    return `Accepted; ${request.requesters} requester(s) notified.\n${describe(request)}`;
  }
  if (command === 'reject' && rest.length === 2) {
    const request = await rejectContentRequest(db, positiveId(rest[0], 'request id'), rest[1] ?? '');
    return `Rejected; ${request.requesters} requester(s) notified.\n${describe(request)}`;
  }
  if (command === 'added' && rest.length === 2) {
    const request = await markRequestAdded(
      db,
      positiveId(rest[0], 'request id'),
      positiveId(rest[1], 'title id'),
    );
    return `Marked added; ${request.requesters} requester(s) notified.\n${describe(request)}`;
  }
  throw new UsageError(usage);
}
