import { z } from 'zod';

/** `GET /api/admin/dashboard`: the counts on the console's first page, counted when asked. */
export const adminDashboardSchema = z
  .object({
    titles: z.object({ movies: z.number().int().min(0), series: z.number().int().min(0) }),
    users: z.object({
      total: z.number().int().min(0),
      /** Users whose premium has not expired. */
      activePremium: z.number().int().min(0),
      blocked: z.number().int().min(0),
    }),
    /** Content requests not answered yet (`pending`) and accepted but not yet added. */
    requests: z.object({ pending: z.number().int().min(0), accepted: z.number().int().min(0) }),
    /** Support messages nobody has answered or closed. */
    newSupportMessages: z.number().int().min(0),
    /** Comments with reports waiting for an operator. */
    reportedComments: z.number().int().min(0),
    /** The media pipeline's jobs by status (`queued`, `running`, `failed` …); statuses with none are left out. */
    mediaJobs: z.record(z.string(), z.number().int().min(0)),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
