import type { HomeRowRecord } from '../../../db/schema/index.ts';

/** Every change of the home page's rows is audited against this one target. */
export const homeRowsAuditTarget = { targetType: 'home-rows', targetId: 'home' } as const;

/** The rows as the audit log keeps them: in order, each as the operator would write it. */
export const auditedHomeRows = (records: HomeRowRecord[]) =>
  records.map((record) => {
    switch (record.kind) {
      case 'listing':
        return { kind: record.kind, titleFa: record.titleFa, filters: record.filters };
      case 'collection':
        return { kind: record.kind, collectionId: record.collectionId };
      default:
        return { kind: record.kind };
    }
  });
