import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, csvStream } from './csv.ts';

describe('CSV cells', () => {
  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('the "best"')).toBe('"the ""best"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('Zoë ✓ 東京')).toBe('Zoë ✓ 東京');
  });

  it('writes numbers and booleans as they are, null and undefined as empty', () => {
    expect(csvLine([12.5, 0, true, null, undefined, ''])).toBe('12.5,0,true,,,\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula with a leading single quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    // Only at the start: a hyphenated name or an e-mail is left alone.
    expect(csvCell('Jean-Luc')).toBe('Jean-Luc');
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
  });
});

describe('a CSV stream', () => {
  it('starts with the byte-order mark and the header, then every batch in order', async () => {
    async function* batches() {
      yield [['a', 1]];
      yield [];
      yield [
        ['b, c', 2],
        ['=1+1', 3],
      ];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(['Name', 'N'], batches())) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(`${CSV_BOM}Name,N\r\na,1\r\n"b, c",2\r\n'=1+1,3\r\n`);
  });
});
