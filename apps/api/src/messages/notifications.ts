/** Persian messages of the library's notifications (#14). */
export const notificationsMessages = {} as const;
