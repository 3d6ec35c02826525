import { adminHomeRowsMessages } from '../messages.ts';

/** The Persian names of a collection's fields (the audit log names changes with them). */
export const collectionFieldLabels: Record<string, string> = adminHomeRowsMessages.collections.fields;
