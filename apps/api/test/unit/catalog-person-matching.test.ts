import { describe, expect, it } from 'vitest';
import { isSeries } from '../../src/catalog/import/formats/wikidata.ts';
import {
  personNameKey,
  sameNameInBothScripts,
  sameNameOnTitle,
} from '../../src/catalog/people/person-name-key.ts';

const person = (fullnameEn: string, fullnameFa: string | null = null) => ({ fullnameEn, fullnameFa });

describe('person name matching', () => {
  it('reads two spellings of one name as one key', () => {
    expect(personNameKey('  Lee Jung-jae ')).toBe('lee jung jae');
    expect(personNameKey('Stellan Skarsgård')).toBe(personNameKey('stellan skarsgard'));
    expect(personNameKey('شهاب‌حسيني')).toBe(personNameKey('شهاب حسینی'));
    expect(personNameKey('علي كريمي')).toBe('علی کریمی');
    expect(personNameKey('—')).toBe('');
    expect(personNameKey(null)).toBe('');
  });

  it('pairs on a shared title by either script, never on a blank name', () => {
    expect(sameNameOnTitle(person('Bryan Cranston'), person('BRYAN  CRANSTON', 'برایان کرانستون'))).toBe(
      true,
    );
    expect(sameNameOnTitle(person('شهاب حسینی'), person('Shahab Hosseini', 'شهاب حسيني'))).toBe(true);
    expect(sameNameOnTitle(person('Aaron Paul'), person('Anna Gunn'))).toBe(false);
    expect(sameNameOnTitle(person('?'), person('!'))).toBe(false);
  });

  it('pairs without a title only when both scripts agree', () => {
    expect(
      sameNameInBothScripts(person('Shahab Hosseini', 'شهاب حسینی'), person('shahab hosseini', 'شهاب‌حسيني')),
    ).toBe(true);
    expect(sameNameInBothScripts(person('Shahab Hosseini', 'شهاب حسینی'), person('Shahab Hosseini'))).toBe(
      false,
    );
    expect(
      sameNameInBothScripts(person('Shahab Hosseini', 'شهاب حسینی'), person('Shahab Husseini', 'شهاب حسینی')),
    ).toBe(false);
    // A Persian label standing in as the English name is one script, not two.
    expect(
      sameNameInBothScripts(person('شهاب حسینی', 'شهاب حسینی'), person('شهاب حسینی', 'شهاب حسینی')),
    ).toBe(false);
  });
});

describe('Wikidata titles that are series', () => {
  const record = (sitelinks: Record<string, string>) => ({ id: 'Q1', labels: { fa: 'x' }, sitelinks });
  it('reads the type from how Wikipedia titles the article', () => {
    expect(
      isSeries(record({ fawiki: 'خاتون (مجموعه نمایش خانگی)', enwiki: 'Once Upon a Time in Iran' })),
    ).toBe(true);
    expect(isSeries(record({ fawiki: 'هزاردستان (مجموعه تلویزیونی)' }))).toBe(true);
    expect(isSeries(record({ enwiki: 'Shahrzad (TV series)' }))).toBe(true);
    expect(isSeries(record({ fawiki: 'باران (فیلم ۱۳۷۹)', enwiki: 'Baran (film)' }))).toBe(false);
    expect(isSeries(record({ fawiki: 'مجموعه (فیلم)' }))).toBe(false);
    expect(isSeries(record({}))).toBe(false);
  });
});
