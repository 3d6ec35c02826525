import { ImportInputError } from '../import-input-error.ts';

/** Field parsers that turn a bad value into an error naming the file, line and column. */
export class FieldReader {
  constructor(
    private readonly file: string,
    private readonly line: number,
    private readonly values: Record<string, string>,
    private readonly nullMarker = '',
  ) {}

  fail(column: string, reason: string): never {
    throw new ImportInputError(this.file, this.line, `column ${column}: ${reason}`);
  }

  text(column: string): string | null {
    const value = this.values[column]?.trim() ?? '';
    return value === '' || value === this.nullMarker ? null : value;
  }

  required(column: string): string {
    return this.text(column) ?? this.fail(column, 'is empty');
  }

  /** A number, or null when empty; `integer` also accepts "12.0" as written by pandas. */
  number(column: string, { integer = false, min = -Infinity, max = Infinity } = {}): number | null {
    const raw = this.text(column);
    if (raw === null) return null;
    const value = Number(raw);
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      this.fail(column, `"${raw}" is not a valid ${integer ? 'whole number' : 'number'}`);
    }
    return value;
  }

  /** A Python-style list literal such as ['drama', 'sport']. */
  pythonList(column: string): string[] {
    const raw = this.text(column);
    if (raw === null) return [];
    if (!/^\[.*\]$/s.test(raw)) this.fail(column, `"${raw}" is not a list`);
    return [...raw.matchAll(/'([^']*)'|"([^"]*)"/g)]
      .map((match) => (match[1] ?? match[2] ?? '').trim())
      .filter(Boolean);
  }
}
