import { z } from 'zod';

/** `GET /api/user/summary`: the dashboard's counts of what the signed-in user keeps. */
export const librarySummarySchema = z
  .strictObject({
    /** Titles in the watchlist. */
    watchlist: z.number().int().min(0),
    /** Films and episodes started and not finished. */
    inProgress: z.number().int().min(0),
    /** Distinct films and series with at least one finished play. */
    watched: z.number().int().min(0),
    /** Content requests the user filed or joined that are pending or accepted. */
    openRequests: z.number().int().min(0),
    unreadNotifications: z.number().int().min(0),
  })
  .meta({ id: 'LibrarySummary' });
export type LibrarySummary = z.infer<typeof librarySummarySchema>;
