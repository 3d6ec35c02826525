/**
 * The one string of the way into the operator console, shown to administrators in the account
 * menu and the mobile side menu. Both are lazy chunks; keeping the label out of messages/index.ts
 * keeps the first chunk as it was.
 */
export const adminEntryMessages = { link: 'پنل مدیریت' } as const;
