import type request from 'supertest';

/** Splits RFC 4180 text into records of fields (quoted fields may hold commas, quotes and CRLF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return records;
}

/** supertest parser that keeps a text/csv body as one string. */
export const asText: Parameters<request.Test['parse']>[0] = (res, done) => {
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  res.on('end', () => done(null, text));
};
