import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv';

describe('CSV fields', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });

  it('quotes a field holding a comma, a semicolon, a tab, a quote or a line break', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('neutralises a formula at the start of a field', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('neutralises a formula that starts after a separator, where a semicolon or tab spreadsheet starts a cell', () => {
    expect(csvField('Main St;=cmd|" /C calc"!A0')).toBe('"Main St;\'=cmd|"" /C calc""!A0"');
    expect(csvField('a,+1')).toBe('"a,\'+1"');
    expect(csvField('a\t@SUM(A1)')).toBe('"a\t\'@SUM(A1)"');
    expect(csvField('first\n-2+3')).toBe('"first\n\'-2+3"');
  });

  it('ends a record with CRLF', () => {
    expect(csvRecord(['a', 'b;c'])).toBe('a,"b;c"\r\n');
  });
});
