import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './audit-diff.ts';

describe('audit diff', () => {
  it('lists the fields that changed, before and after', () => {
    expect(auditChanges({ titleFa: 'الف', year: 2010 }, { titleFa: 'ب', year: 2010 })).toEqual([
      { field: 'titleFa', before: 'الف', after: 'ب' },
    ]);
  });

  it('shows every field of a created or deleted record', () => {
    expect(auditChanges(null, { number: 2, name: null })).toEqual([
      { field: 'number', before: undefined, after: 2 },
      { field: 'name', before: undefined, after: null },
    ]);
    expect(auditChanges({ number: 2 }, null)).toEqual([{ field: 'number', before: 2, after: undefined }]);
  });

  it('writes values readably', () => {
    const words = { empty: '(خالی)', yes: 'بله', no: 'خیر' };
    expect(auditValueText(null, words)).toBe('(خالی)');
    expect(auditValueText([3, 5], words)).toBe('۳، ۵');
    expect(auditValueText(true, words)).toBe('بله');
    expect(auditValueText({ a: 1 }, words)).toBe('{"a":1}');
  });
});
