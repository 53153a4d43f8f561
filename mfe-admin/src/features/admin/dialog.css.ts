import { style } from '@vanilla-extract/css';
import { media, vars } from '@minibar/ui';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(15, 31, 28, 0.55)', zIndex: 60 });

export const content = style({
  position: 'fixed',
  zIndex: 61,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(640px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 48px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.x4,
  '@media': { [media.phone]: { padding: vars.space.x3 } },
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.ink, paddingRight: 96 });

export const description = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, marginTop: vars.space.x1, wordBreak: 'break-word' });

export const fields = style({ margin: `${vars.space.x3} 0 0`, display: 'grid', gap: 0 });

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 180px) 1fr',
  gap: vars.space.x2,
  padding: `10px 0`,
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: 2 } },
});

export const term = style({ fontWeight: 600, color: vars.color.ink, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' });

export const close = style({ position: 'absolute', top: vars.space.x2, right: vars.space.x2 });
