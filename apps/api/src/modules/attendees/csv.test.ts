import { describe, expect, it } from 'vitest';
import { attendeesFileName, csvCell, csvRow } from './csv.js';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves ordinary text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Ann Lee')).toBe('Ann Lee');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', 2, null])).toBe('a,2,\r\n');
  });
});

describe('attendeesFileName', () => {
  it('makes a plain file name of the title', () => {
    expect(attendeesFileName('Super Bowl Party!')).toBe('super-bowl-party-attendees.csv');
    expect(attendeesFileName('Noël ../../etc')).toBe('noel-etc-attendees.csv');
    expect(attendeesFileName('***')).toBe('event-attendees.csv');
  });
});
