import type { AdminDashboard } from '@pardeh/contract';
import { countAccounts } from '../../accounts/admin/count-accounts.ts';
import type { Database } from '../../db/client.ts';
import { countReportedComments } from '../../library/comments/admin/count-reported-comments.ts';
import { countOpenRequests } from '../../library/requests/admin/count-open-requests.ts';
import { countNewSupportMessages } from '../../support/admin/count-new-support-messages.ts';
import { countMediaJobsByStatus, countTitlesByType } from './dashboard-db.ts';

/** `GET /api/admin/dashboard`: counted on every request (a handful of indexed counts, never cached). */
export async function showDashboard(db: Database): Promise<AdminDashboard> {
  const [titles, users, requests, newSupportMessages, reportedComments, mediaJobs] = await Promise.all([
    countTitlesByType(db),
    countAccounts(db),
    countOpenRequests(db),
    countNewSupportMessages(db),
    countReportedComments(db),
    countMediaJobsByStatus(db),
  ]);
  return { titles, users, requests, newSupportMessages, reportedComments, mediaJobs };
}
