/**
 * A decimal the database reads as text to keep every digit (a `numeric` column): written as the
 * number it is, never guarded as a formula ('-37.98' stays a number a spreadsheet can sum).
 */
export class CsvDecimal {
  constructor(readonly text: string) {}
}

/** A numeric column's value for a CSV cell; null stays an empty cell. */
export function csvDecimal(value: string | null | undefined): CsvDecimal | null {
  return value === null || value === undefined ? null : new CsvDecimal(value);
}

type CsvValue = string | number | boolean | null | undefined | Date | CsvDecimal;

/** A column of a CSV export: its heading and how to read it from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const NEEDS_QUOTES = /[",\r\n]/;
// A cell starting like a formula would run in a spreadsheet (CSV injection): it is kept as text.
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number as PostgreSQL writes one: nothing in it a spreadsheet could run. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One cell: numbers as numbers, text guarded against formulas (text cells only) and quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvDecimal && DECIMAL.test(value.text)) return value.text;
  let text =
    value instanceof Date
      ? value.toISOString()
      : value instanceof CsvDecimal
        ? value.text
        : String(value);
  if ((typeof value === "string" || value instanceof CsvDecimal) && FORMULA_START.test(text))
    text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text with CRLF line ends and a header row, as spreadsheets open it. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
