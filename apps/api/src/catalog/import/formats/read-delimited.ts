import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { CsvError, parse } from 'csv-parse';
import { ImportInputError } from '../import-input-error.ts';

export interface DelimitedRow {
  line: number;
  values: Record<string, string>;
}

/**
 * Streams a CSV or TSV file (optionally gzipped) as records keyed by its header, with the line each
 * starts on. A row with the wrong number of fields, a missing column or broken quoting becomes an
 * ImportInputError naming the file and line.
 */
export async function* readDelimited(
  file: string,
  options: { delimiter: ',' | '\t'; requiredColumns: string[] },
): AsyncIterable<DelimitedRow> {
  const input = fs.createReadStream(file);
  const parser = parse({
    delimiter: options.delimiter,
    // IMDb's TSV files use no quoting at all; a stray quote is part of the text.
    quote: options.delimiter === '\t' ? false : '"',
    columns: (header: string[]) => {
      const missing = options.requiredColumns.filter((column) => !header.includes(column));
      if (missing.length > 0) {
        throw new ImportInputError(file, 1, `missing column(s) ${missing.join(', ')}`);
      }
      return header;
    },
    info: true,
    bom: true,
  });
  const stream = file.endsWith('.gz') ? input.pipe(createGunzip()).pipe(parser) : input.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  try {
    for await (const record of stream as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      yield { line: record.info.lines, values: record.record };
    }
  } catch (error) {
    if (error instanceof ImportInputError) throw error;
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ImportInputError(file, line, error.message.replace(/^Invalid Record Length: /, ''));
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ImportInputError(file, undefined, 'file not found');
    throw error;
  }
}
