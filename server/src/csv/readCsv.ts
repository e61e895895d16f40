/**
 * The server's one CSV reader: csv-parse, a well-kept parser, under both the offer sources and the license ingest
 * (issue 60). Published files bring a byte-order mark, quoted line breaks, blank lines and trailers; every record
 * comes back with the line of the file where it starts, so a skipped row can be found in the file. csv-parse's own
 * `info.lines` is where a record ends, and it counts a CRLF inside quotes as two lines: the start line is counted
 * here from the record's byte offset instead.
 */
import { CsvError, parse, type InfoRecord } from 'csv-parse/sync';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
}

/** Text that is not CSV (an unclosed quote, a stray quote inside a field). */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number, detail: string) {
    super(`The file is not valid CSV at line ${line}: ${detail}`);
  }
}

/** Every record of the file (blank lines left out), cells as written: the caller trims and reads them by name. */
export function readCsv(text: string): CsvRecord[] {
  const bytes = Buffer.from(text, 'utf8');
  let parsed: { record: string[]; info: InfoRecord }[];
  try {
    // With `info` each record comes as { record, info }; the sync typings do not say so.
    parsed = parse(bytes, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError((error as CsvError & { lines?: number }).lines ?? 1, error.message);
    throw error;
  }
  const lineStarts = lineStartsOf(bytes);
  let end = 0;
  return parsed.map(({ record, info }) => {
    let start = end;
    // The empty lines csv-parse skipped lie between the previous record's end and this record's first byte.
    while (bytes[start] === 0x0a || bytes[start] === 0x0d) start++;
    end = info.bytes;
    return { line: lineAt(lineStarts, start), cells: record };
  });
}

/** Byte offsets where lines start: after each LF, and after a CR not followed by LF. */
function lineStartsOf(bytes: Buffer): number[] {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}
