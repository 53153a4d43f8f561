import { style } from '@vanilla-extract/css';
import { pillChip, vars } from '@minibar/ui';
import { centredMessage } from '../shared/message.css';

/** The hero and the articles sit closer than two ordinary sections: the articles are the page. */
// Doubled class: wins over the shared section padding whatever order the style sheets load in.
export const compactTop = style({ selectors: { '&&': { paddingTop: vars.space.x6 } } });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  marginBottom: vars.space.x6,
});

export const searchBox = style({ position: 'relative', maxWidth: '480px' });

export const searchInput = style({ paddingLeft: 44 });

export const searchIcon = style({
  position: 'absolute',
  left: 14,
  bottom: 14,
  color: vars.color.subtle,
  pointerEvents: 'none',
});

export const filterGroup = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const filterLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.ink });

export const filterChips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x1 });

export const chip = style([pillChip('&[aria-current="true"]'), { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }]);

export const gridHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.x1,
  marginBottom: vars.space.x3,
});

export const gridTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const resultCount = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const empty = style([
  centredMessage,
  {
    padding: `${vars.space.x8} ${vars.space.x3}`,
    border: `1px dashed ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
]);

export const emptyText = style({ color: vars.color.muted, maxWidth: '48ch' });
