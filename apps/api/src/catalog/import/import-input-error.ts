import path from 'node:path';

/** Malformed import input: names the file and line so the operator can fix it. */
export class ImportInputError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    reason: string,
  ) {
    super(`${path.basename(file)}${line === undefined ? '' : `, line ${line}`}: ${reason} (${file})`);
  }
}

/** Line number (1-based) of a character offset in a text, for JSON syntax errors. */
export function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text.charCodeAt(index) === 10) line++;
  }
  return line;
}

/** Parses JSON, turning a syntax error into an ImportInputError that names the line. */
export function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const lineMatch = /line (\d+)/.exec(message);
    const line = position?.[1]
      ? lineAtOffset(text, Number(position[1]))
      : lineMatch?.[1]
        ? Number(lineMatch[1])
        : undefined;
    throw new ImportInputError(file, line, `not valid JSON (${message})`);
  }
}
