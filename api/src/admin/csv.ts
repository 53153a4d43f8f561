/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A separator followed by a formula character: a spreadsheet that splits cells at `;` or a
 * tab (as many locales do) starts a new cell there, which it would run as a formula.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])([=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One RFC 4180 field: every formula start neutralised with a leading quote, at the start and
 * after any separator, and quoted when it holds a separator of any common dialect.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated (RFC 4180). */
export function csvRecord(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
