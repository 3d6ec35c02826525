import type { AdminDashboard } from '@pardeh/contract';
import { countAccounts } from '../../accounts/admin/count-accounts.ts';
import { countTitles } from '../../catalog/admin/count-titles.ts';
import type { Database } from '../../db/client.ts';
import { countReportedComments } from '../../library/comments/admin/count-reported-comments.ts';
import { countOpenRequests } from '../../library/requests/admin/count-open-requests.ts';
import { countMediaJobs } from '../../media/jobs/count-media-jobs.ts';
import { countNewSupportMessages } from '../../support/admin/count-new-support-messages.ts';

/**
 * `GET /api/admin/dashboard`: counted on every request (a handful of indexed counts, never cached),
 * each by the domain whose tables it counts.
 */
export async function showDashboard(db: Database): Promise<AdminDashboard> {
  const [titles, users, requests, newSupportMessages, reportedComments, mediaJobs] = await Promise.all([
    countTitles(db),
    countAccounts(db),
    countOpenRequests(db),
    countNewSupportMessages(db),
    countReportedComments(db),
    countMediaJobs(db),
  ]);
  return { titles, users, requests, newSupportMessages, reportedComments, mediaJobs };
}
