import { createGlobalTheme, createGlobalThemeContract, globalKeyframes, globalStyle } from '@vanilla-extract/css';
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_FAMILY, FALLBACK_FONT_FAMILY } from './brand-font';
import './brand-font.css';

const variableName = (path: string[]) => `mb-${path.join('-')}`;

/** A step of the type scale, by reference, so each role follows the scale. */
const step = (name: 'xl' | 'x2' | 'x3' | 'sm') => `var(--${variableName(['fontSize', name])})`;

/** Design tokens: one brand colour with tints, neutral greys, one accent for calls to action. */
const tokens = {
  color: {
    brand: '#0b6e63',
    brandStrong: '#07524a',
    brandTint: '#e6f4f1',
    brandTint2: '#c7e8e1',
    accent: '#c2410c',
    accentStrong: '#9a3412',
    accentTint: '#fff1e6',
    ink: '#111827',
    text: '#1f2937',
    muted: '#4b5563',
    subtle: '#6b7280',
    line: '#e5e7eb',
    surface: '#ffffff',
    surfaceAlt: '#f7f8f7',
    surfaceDark: '#0f1f1c',
    onDark: '#f3f4f6',
    onDarkMuted: '#c3cdca',
    danger: '#b91c1c',
    dangerTint: '#fef2f2',
    success: '#15803d',
    successTint: '#f0fdf4',
    focus: '#2563eb',
  },
  // One typeface for the whole site (BRAND_FONT_ATTRIBUTE): until the page asks for it, and
  // until it has arrived, its fallback sets the text in the same room.
  font: {
    body: `"${FALLBACK_FONT_FAMILY}", Arial, Helvetica, sans-serif`,
  },
  /**
   * The type scale. Its top steps grow with the viewport, from a phone's size at 390 px to a
   * desktop's by 1200 px, so a heading keeps its shape on the widths in between (at 1024 px
   * the hero's title shares the row with its picture).
   */
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.25rem, 1.125rem + 0.5vw, 1.5rem)',
    x2: 'clamp(1.625rem, 1.25rem + 1.5vw, 2rem)',
    x3: 'clamp(2rem, 1.25rem + 2.75vw, 3.25rem)',
  },
  /** What each step of the scale is for: a page's title, a section's, a card's, and fine print. */
  text: {
    h1: step('x3'),
    h2: step('x2'),
    h3: step('xl'),
    small: step('sm'),
  },
  space: {
    x1: '8px',
    x2: '16px',
    x3: '24px',
    x4: '32px',
    x5: '40px',
    x6: '48px',
    x8: '64px',
    x10: '80px',
    x12: '96px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.14)',
  },
  // measure: the longest line of running text, for reading comfort.
  layout: { maxWidth: '1200px', navHeight: '68px', measure: '65ch' },
};

/**
 * The tokens as CSS custom properties with fixed names (--mb-color-brand, …). Every app
 * compiles the styles it owns in its own build; hashed names would differ from build to
 * build, and a remote's stylesheet would point at variables the page never defines.
 */
export const vars = createGlobalThemeContract(tokens, (_value, path) => variableName(path));
createGlobalTheme(':root', vars, tokens);
globalStyle(`:root[${BRAND_FONT_ATTRIBUTE}]`, {
  vars: { [vars.font.body]: `"${BRAND_FONT_FAMILY}", "${FALLBACK_FONT_FAMILY}", Arial, Helvetica, sans-serif` },
});

/** Fade-in keyframes under a fixed name, like the tokens': every app's overlays and dialogs use them. */
export const fadeInKeyframes = 'mb-fade-in';
globalKeyframes(fadeInKeyframes, { from: { opacity: 0 }, to: { opacity: 1 } });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// No smooth scrolling by default: the browser's own jump to a shared link's section happens
// while the page is still settling, and an animation there ends short of the section. The
// site's hash items animate their scroll themselves.
// No scroll anchoring either: the browser re-anchors the page while React hydrates it and
// moved a visitor's position by a few pixels. The layout reserves every part's space
// (images carry their sizes, deferred sections their server HTML), so nothing above the
// visitor grows after the first paint.
globalStyle('html', { WebkitTextSizeAdjust: '100%', overflowAnchor: 'none' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
// Headings take the scale's sizes unless a component sets its own, and balance their lines:
// no word left alone on the last one.
globalStyle('h1, h2, h3, h4', { color: vars.color.ink, lineHeight: 1.2, margin: 0, textWrap: 'balance' });
globalStyle('h1', { fontSize: vars.text.h1 });
globalStyle('h2', { fontSize: vars.text.h2 });
globalStyle('h3', { fontSize: vars.text.h3 });
globalStyle('p', { margin: 0 });
globalStyle('img, svg, video', { maxWidth: '100%', display: 'block' });
// `hidden` wins over any display set by a class (broken images, collapsed panels).
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('a', { color: vars.color.brand });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
