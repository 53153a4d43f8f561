import { style } from '@vanilla-extract/css';
import { media, proseText, sideBySide, vars } from '@minibar/ui';

export const header = style({
  background: `linear-gradient(160deg, ${vars.color.brandTint} 0%, ${vars.color.surface} 80%)`,
  paddingTop: vars.space.x8,
  paddingBottom: vars.space.x5,
  '@media': { [media.small]: { paddingTop: vars.space.x5 } },
});

export const title = style({ fontSize: vars.fontSize.x3, fontWeight: 800, letterSpacing: '-0.02em', marginBottom: vars.space.x2 });

export const updated = style({ color: vars.color.muted, fontWeight: 600, marginBottom: vars.space.x2, minHeight: '1.6em' });

export const body = style({ paddingBlock: vars.space.x6 });

export const layoutGrid = style([sideBySide('minmax(0, 1fr) 280px'), { gap: vars.space.x6, alignItems: 'start' }]);

export const article = style(proseText);

export const section = style({
  paddingBottom: vars.space.x4,
  marginBottom: vars.space.x4,
  borderBottom: `1px solid ${vars.color.line}`,
  scrollMarginTop: `calc(${vars.layout.navHeight} + 20px)`,
});

export const sectionHeading = style({ fontSize: vars.fontSize.xl, fontWeight: 700, marginBottom: vars.space.x2 });

export const paragraph = style({ marginBottom: vars.space.x2, color: vars.color.text });

export const list = style({ margin: `0 0 ${vars.space.x2}`, paddingLeft: vars.space.x3, display: 'grid', gap: vars.space.x1 });

export const aside = style({
  position: 'sticky',
  top: `calc(${vars.layout.navHeight} + 24px)`,
  display: 'grid',
  gap: vars.space.x3,
  '@media': { [media.tablet]: { position: 'static' } },
});

export const asideCard = style({
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.x3,
});

export const asideHeading = style({ fontSize: vars.fontSize.md, fontWeight: 700, marginBottom: vars.space.x1 });

export const asideText = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, marginBottom: vars.space.x2 });

export const asideLinks = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.x1, fontWeight: 600 });
