import { style } from '@vanilla-extract/css';
import { raisedPanel, vars } from '@minibar/ui';

export const panel = style([
  raisedPanel(),
  { display: 'grid', gap: vars.space.x4, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', alignItems: 'start' },
]);

export const inputs = style({ display: 'grid', gap: vars.space.x3 });

/** Whether the page's scripts run: the early script marks the page before anything is drawn. */
const SCRIPTS_ON = 'html[data-scripts="on"]';

/** The tabs work only with the page's scripts: without them both calculators show, one under the other. */
export const tabList = style({
  selectors: { [`html:not(${SCRIPTS_ON}) &`]: { display: 'none' } },
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 4,
  padding: 4,
  marginInline: 'auto',
  marginBottom: vars.space.x4,
  maxWidth: 480,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
});

export const tab = style({
  border: 0,
  borderRadius: vars.radius.pill,
  padding: '10px 12px',
  minHeight: 44,
  font: 'inherit',
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  background: 'transparent',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease',
  selectors: {
    '&:hover': { color: vars.color.brandStrong, background: vars.color.brandTint },
    '&[data-state="active"]': { background: vars.color.brand, color: '#fff' },
  },
});

export const tabPanel = style({
  selectors: {
    [`${SCRIPTS_ON} &[data-state="inactive"]`]: { display: 'none' },
    [`html:not(${SCRIPTS_ON}) & + &`]: { marginTop: vars.space.x6 },
  },
});

/** Names each calculator where there are no tabs to name it. */
export const panelHeading = style({
  selectors: { [`${SCRIPTS_ON} &`]: { display: 'none' } },
  marginBottom: vars.space.x2,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  textAlign: 'center',
});

export const field = style({ display: 'grid', gap: vars.space.x1 });

export const fieldHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.x2,
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.ink });

export const value = style({ fontWeight: 700, color: vars.color.brandStrong, fontVariantNumeric: 'tabular-nums' });

export const range = style({
  width: '100%',
  minHeight: 32,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.subtle,
});

export const countRow = style({ display: 'flex', gap: vars.space.x2, alignItems: 'center' });

export const countInput = style({ maxWidth: 140 });

export const countMessage = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 500 });

export const result = style({
  display: 'grid',
  gap: vars.space.x2,
  alignContent: 'start',
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceDark,
  color: vars.color.onDark,
});

export const resultLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.onDarkMuted,
});

export const resultValue = style({
  fontSize: 'clamp(2.25rem, 6vw, 3.25rem)',
  fontWeight: 800,
  lineHeight: 1.1,
  color: '#fff',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const resultNote = style({ color: vars.color.onDarkMuted, fontSize: vars.fontSize.sm });

export const ruleOfThumb = style({
  marginTop: vars.space.x1,
  paddingTop: vars.space.x2,
  borderTop: `1px solid rgba(255, 255, 255, 0.16)`,
  color: vars.color.onDark,
  fontSize: vars.fontSize.sm,
});

export const placeholder = style({ minHeight: 560 });
