import { style } from '@vanilla-extract/css';
import { media, pillChip, vars } from '@minibar/ui';

export const browser = style({ textAlign: 'center' });

/** Roughly the grid's height, so the page does not jump when it arrives. */
export const placeholder = style({ minHeight: 1200 });

export const margin = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.x1,
  marginBottom: vars.space.x4,
  padding: `${vars.space.x1} ${vars.space.x2}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successTint,
  color: vars.color.success,
  fontWeight: 700,
});

export const marginFigure = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

/** Whether the page's scripts run: the early script marks the page before anything is drawn. */
const SCRIPTS_ON = 'html[data-scripts="on"]';

/** The tabs work only with the page's scripts: without them each category's products show under its heading. */
export const tabList = style({
  selectors: { [`html:not(${SCRIPTS_ON}) &`]: { display: 'none' } },
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.x1,
  marginBottom: vars.space.x4,
});

/** The products' grid: the tab panel's with the scripts, each category group's without. */
const gridLayout = {
  display: 'grid',
  gap: vars.space.x3,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  textAlign: 'left',
} as const;
const phoneGridLayout = { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.x2 } as const;

/** With the scripts, one grid of every group shown; without them, the groups one after another. */
export const panel = style({
  selectors: { [`${SCRIPTS_ON} &`]: gridLayout },
  '@media': { [media.phone]: { selectors: { [`${SCRIPTS_ON} &`]: phoneGridLayout } } },
});

/** A category's products; with the scripts its cards sit in the panel's one grid, its heading left to the tab. */
export const group = style({
  selectors: {
    [`${SCRIPTS_ON} &:not([hidden])`]: { display: 'contents' },
    [`html:not(${SCRIPTS_ON}) & + &`]: { marginTop: vars.space.x5 },
  },
});

/** Names each category where there are no tabs to name it. */
export const groupHeading = style({
  selectors: { [`${SCRIPTS_ON} &`]: { display: 'none' } },
  marginBottom: vars.space.x2,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  textAlign: 'left',
});

export const tab = style(pillChip('&[data-state="active"]'));

export const tabCount = style({ marginLeft: 6, opacity: 0.8, fontWeight: 500 });

export const grid = style({
  ...gridLayout,
  '@media': { [media.phone]: phoneGridLayout },
  selectors: { [`${SCRIPTS_ON} &`]: { display: 'contents' } },
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const note = style({
  marginTop: vars.space.x4,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
