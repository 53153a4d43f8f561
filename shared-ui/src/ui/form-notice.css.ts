import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

export const notice = recipe({
  base: {
    display: 'grid',
    gap: 4,
    padding: vars.space.x2,
    borderRadius: vars.radius.md,
    border: '1px solid',
    lineHeight: 1.5,
  },
  variants: {
    tone: {
      success: { background: vars.color.successTint, color: vars.color.success, borderColor: vars.color.success },
      error: { background: vars.color.dangerTint, color: vars.color.danger, borderColor: vars.color.danger },
    },
  },
});

export const title = style({ fontWeight: 700 });
