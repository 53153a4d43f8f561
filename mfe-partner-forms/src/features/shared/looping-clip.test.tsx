import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import hotelMarkup from '../../assets/hotel-minibar-clip.svg?raw';
import hostMarkup from '../../assets/host-mini-store-clip.svg?raw';
import { LoopingClip } from './looping-clip';
import { clipParts, hostClip, hotelClip } from './page.css';

const clips = [
  { name: 'hotel', markup: hotelMarkup, className: hotelClip },
  { name: 'host', markup: hostMarkup, className: hostClip },
] as const;

describe("the partner heroes' looping clips", () => {
  for (const { name, markup, className } of clips) {
    const clip = <LoopingClip markup={markup} description="A guest pays on their phone." className={className} />;

    it(`${name}: is one picture named by what it shows, drawn in the server HTML`, () => {
      render(clip);
      const drawing = screen.getByRole('img', { name: 'A guest pays on their phone.' }).querySelector('svg');
      expect(drawing).not.toBeNull();
      // The drawing's own shapes are not announced apart from the picture.
      expect(drawing?.getAttribute('aria-hidden')).toBe('true');
      expect(renderToString(clip)).toContain('<svg');
    });

    it(`${name}: gives every part the page animates its class, and carries no styles of its own`, () => {
      const { container } = render(clip);
      for (const part of clipParts[name]) expect(container.querySelector(`svg .${part}`), part).not.toBeNull();
      // A <style> in the page would need the page's CSP nonce; the motion lives in the stylesheet.
      expect(container.querySelector('style')).toBeNull();
    });

    it(`${name}: names its ids after the clip, so they cannot meet an id of the page it is drawn into`, () => {
      const { container } = render(clip);
      for (const { id } of container.querySelectorAll('svg [id]')) expect(id).toMatch(new RegExp(`^${name}-clip-`));
    });
  }
});
