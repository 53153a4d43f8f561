import { describe, expect, it } from 'vitest';
import { countWords, readingTimeLabel } from './reading-time';

describe('reading time', () => {
  it('counts the words of the text, not the tags', () => {
    expect(countWords('<h2>Two words</h2>\n<p>and <strong>three</strong> more</p>')).toBe(5);
  });

  it('rounds up to whole minutes at 200 words a minute', () => {
    expect(readingTimeLabel(`<p>${'word '.repeat(200)}</p>`)).toBe('1 min read');
    expect(readingTimeLabel(`<p>${'word '.repeat(201)}</p>`)).toBe('2 min read');
    expect(readingTimeLabel('')).toBe('1 min read');
  });
});
