import { motion } from './illustration-motion.css';

const ANIMATION_EVENTS = ['animationstart', 'animationiteration', 'animationend'] as const;

/**
 * A drawing's moving parts start an animation event every loop (every 1.8 or 4 seconds, for as
 * long as the page is open). Nothing on a drawing listens for them, but React's root handles
 * every event that reaches it: 15–20 ms for the first at 4× CPU, 4–10 ms for each after, in
 * the middle of a visitor's taps. They are stopped at the window, before they travel down to
 * the drawing; every other animation event (a dialog's, a drawer's) goes on as before.
 */
export function keepDrawingMotionToItself(): void {
  const stopInDrawing = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`.${motion}`)) event.stopPropagation();
  };
  for (const type of ANIMATION_EVENTS) window.addEventListener(type, stopInDrawing, true);
}
