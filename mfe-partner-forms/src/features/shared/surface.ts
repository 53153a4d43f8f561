import { vars } from '@minibar/ui';

/**
 * The look of a raised panel or card on a partner page or the admin page: the surface colour,
 * the hairline border, and a radius and a shadow from the theme's scales.
 */
export function raisedSurface(radius: keyof typeof vars.radius, shadow: keyof typeof vars.shadow) {
  return {
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius[radius],
    boxShadow: vars.shadow[shadow],
  };
}
