import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, cleanup } from '@testing-library/react';
import { Illustration } from './page-hero';
import { keepDrawingMotionToItself } from './illustration-motion';

afterEach(cleanup);

const DRAWING = '<svg viewBox="0 0 10 10"><circle class="pulse" cx="5" cy="5" r="4"/></svg>';

describe('a drawing that moves', () => {
  beforeAll(keepDrawingMotionToItself);

  it("keeps its parts' animation events to itself: the page's root never hears them", () => {
    const { container } = render(
      <div>
        <Illustration markup={DRAWING} label="A pulsing dot" />
        <p className="panel">A dialog panel</p>
      </div>,
    );
    const heard = vi.fn();
    container.addEventListener('animationiteration', heard);
    container.addEventListener('animationend', heard);

    container.querySelector('circle')!.dispatchEvent(new Event('animationiteration', { bubbles: true }));
    expect(heard).not.toHaveBeenCalled();

    // Any other element's animation still reaches the page, as a dialog's closing animation must.
    container.querySelector('.panel')!.dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
