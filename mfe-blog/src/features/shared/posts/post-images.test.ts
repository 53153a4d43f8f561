import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postArt } from './post-images';

const file = (name: string) => fs.readFileSync(path.join(__dirname, '../../../assets/posts', `${name}.svg`), 'utf8');

describe('the article pictures drawn in a page', () => {
  it("letter in the page's font, while the files shown alone keep their own", () => {
    const lettered = Object.entries(postArt).filter(([name]) => /<text\b/.test(file(name)));
    expect(lettered.length).toBeGreaterThan(0);
    for (const [name, markup] of lettered) {
      expect(file(name)).toMatch(/font-family=/);
      expect(markup).toMatch(/<text\b/);
      expect(markup).not.toMatch(/font-family=/);
    }
  });
});
