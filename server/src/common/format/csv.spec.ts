import { csvField, toCsv } from './csv.js';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('amal@example.com')).toBe('amal@example.com');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('+971 50 123 4567x')).toBe("'+971 50 123 4567x");
  });

  it('writes phone numbers and signed numbers as they are (no formula can hide in digits)', () => {
    expect(csvField('+971501234567')).toBe('+971501234567');
    expect(csvField('+971 50 123 4567')).toBe('+971 50 123 4567');
    expect(csvField('-1')).toBe('-1');
    expect(csvField(-12.5)).toBe('-12.5');
  });

  it("writes an instant as Dubai's local time with its offset (ISO 8601) and nothing for null", () => {
    expect(csvField(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02T07:04:05+04:00');
    expect(csvField(new Date(Date.UTC(2024, 0, 2, 22, 30, 0)))).toBe('2024-01-03T02:30:00+04:00');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('joins a header and rows with CRLF and ends with one', () => {
    expect(
      toCsv(
        ['email', 'n'],
        [
          ['a@x.com', 1],
          ['b,c@x.com', 2],
        ],
      ),
    ).toBe('email,n\r\na@x.com,1\r\n"b,c@x.com",2\r\n');
  });
});
