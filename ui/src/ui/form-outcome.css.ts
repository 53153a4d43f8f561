import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

/** Brought into view below the fixed navigation, with the same gap as a section. */
const clearOfNavigation = `calc(${vars.layout.navHeight} + 20px)`;

export const outcome = recipe({
  base: { display: 'grid', gap: vars.space.x1, lineHeight: 1.5, scrollMarginTop: clearOfNavigation, scrollMarginBottom: vars.space.x2 },
  variants: {
    look: {
      notice: { padding: vars.space.x2, borderRadius: vars.radius.md, border: '1px solid' },
      // A panel stands in a form's raised frame: the frame's top shows too.
      panel: { textAlign: 'center', justifyItems: 'center', gap: vars.space.x2, scrollMarginTop: `calc(${clearOfNavigation} + ${vars.space.x4})` },
    },
    tone: { success: {}, error: {} },
  },
  compoundVariants: [
    {
      variants: { look: 'notice', tone: 'success' },
      style: { background: vars.color.successTint, color: vars.color.success, borderColor: vars.color.success },
    },
    {
      variants: { look: 'notice', tone: 'error' },
      style: { background: vars.color.dangerTint, color: vars.color.danger, borderColor: vars.color.danger },
    },
  ],
});

export const noticeTitle = style({ fontWeight: 700, fontSize: vars.fontSize.md, color: 'inherit', outline: 'none' });

export const panelTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.ink, outline: 'none' });

/** The message itself takes the focus when the outcome has no title. */
export const focusableText = style({ outline: 'none', fontWeight: 600 });

export const noticeLink = style({ color: 'inherit', fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 3 });

export const panelIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.pill,
  background: vars.color.successTint,
  color: vars.color.success,
});
