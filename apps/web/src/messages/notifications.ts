/** Persian strings of the notifications feature (see ./index.ts). */
export const notificationsMessages = {} as const;
