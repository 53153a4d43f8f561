import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Illustration } from '@minibar/ui';
import { partnerIllustrations } from './partner-illustration';

const MAX_BYTES = 6_000;

describe("the partner heroes' drawings", () => {
  for (const [name, markup] of Object.entries(partnerIllustrations)) {
    const drawing = <Illustration markup={markup} label="A guest pays on their phone." />;

    it(`${name}: is one picture named by what it shows, drawn in the server HTML`, () => {
      render(drawing);
      const svg = screen.getByRole('img', { name: 'A guest pays on their phone.' }).querySelector('svg');
      expect(svg).not.toBeNull();
      // The drawing's own shapes are not announced apart from the picture.
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(renderToString(drawing)).toContain('<svg');
    });

    it(`${name}: carries no styles or scripts of its own and stays a few kilobytes`, () => {
      const { container } = render(drawing);
      // A <style> in the page would need the page's CSP nonce; the motion lives in the stylesheet.
      expect(container.querySelector('style, script, image, foreignObject')).toBeNull();
      expect(new TextEncoder().encode(markup).length).toBeLessThan(MAX_BYTES);
    });

    it(`${name}: letters in the page's font, naming none of its own`, () => {
      expect(markup).toMatch(/<text\b/);
      expect(markup).not.toMatch(/font-family=/);
    });

    it(`${name}: names its ids after the drawing, so they cannot meet an id of the page it is drawn into`, () => {
      const { container } = render(drawing);
      for (const { id } of container.querySelectorAll('svg [id]')) expect(id).toMatch(new RegExp(`^${name}-art-`));
    });
  }
});
