import type { AdminDashboard } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import {
  countMediaJobsByStatus,
  countNewSupportMessages,
  countReportedComments,
  countRequestsByStatus,
  countTitlesByType,
  countUsers,
} from './dashboard-db.ts';

/** `GET /api/admin/dashboard`: counted on every request (a handful of indexed counts, never cached). */
export async function showDashboard(db: Database): Promise<AdminDashboard> {
  const [titles, users, requests, newSupportMessages, reportedComments, mediaJobs] = await Promise.all([
    countTitlesByType(db),
    countUsers(db),
    countRequestsByStatus(db),
    countNewSupportMessages(db),
    countReportedComments(db),
    countMediaJobsByStatus(db),
  ]);
  return { titles, users, requests, newSupportMessages, reportedComments, mediaJobs };
}
