/** The date `offset` days from today (negative: in the past), as `YYYY-MM-DD`: fixtures that must not rot. */
export const dayFromToday = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
