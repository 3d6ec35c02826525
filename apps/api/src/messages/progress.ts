/** Persian messages of the library's progress (#14). */
export const progressMessages = {
  fileNotFound: 'فایلی با این شناسه یافت نشد.',
  historyEntryNotFound: 'این مورد در تاریخچه‌ی تماشای شما یافت نشد.',
} as const;
