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

export const tabPanel = style({
  selectors: {
    [`${SCRIPTS_ON} &[data-state="inactive"]`]: { display: 'none' },
    [`html:not(${SCRIPTS_ON}) & + &`]: { marginTop: vars.space.x5 },
  },
});

/** 'All' repeats the categories' products: without the tabs it stays out of sight. */
export const allPanel = style({
  selectors: {
    [`${SCRIPTS_ON} &[data-state="inactive"]`]: { display: 'none' },
    [`html:not(${SCRIPTS_ON}) &`]: { display: 'none' },
  },
});

/** Names each category where there are no tabs to name it. */
export const panelHeading = style({
  selectors: { [`${SCRIPTS_ON} &`]: { display: 'none' } },
  marginBottom: vars.space.x2,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  textAlign: 'left',
});

export const tab = style(pillChip('&[data-state="active"]'));

export const tabCount = style({ marginLeft: 6, opacity: 0.8, fontWeight: 500 });

export const grid = style({
  display: 'grid',
  gap: vars.space.x3,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.x2 } },
  listStyle: 'none',
  margin: 0,
  padding: 0,
  textAlign: 'left',
});

export const note = style({
  marginTop: vars.space.x4,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
