import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { heroTitleText, media as breakpoint, raisedSurface, vars } from '@minibar/ui';

/** The pieces the three partner pages share: hero, cards, steps, quotes, badges, form panel. */

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandTint} 0%, ${vars.color.surface} 70%)`,
  paddingBlock: vars.space.x10,
  '@media': { [breakpoint.small]: { paddingBlock: vars.space.x6 } },
});

export const heroGrid = style({
  display: 'grid',
  gap: vars.space.x6,
  alignItems: 'center',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
});

export const heroTitle = style(heroTitleText);

export const heroText = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, marginBottom: vars.space.x4, maxWidth: '56ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, alignItems: 'center' });

export const centeredActions = style([actions, { justifyContent: 'center', marginTop: vars.space.x4 }]);

export const media = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.lg,
  background: vars.color.surfaceDark,
  aspectRatio: '16 / 10',
  width: '100%',
  height: 'auto',
});

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.brandTint,
  color: vars.color.brandStrong,
  marginBottom: vars.space.x2,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.x1 });

export const cardText = style({ color: vars.color.muted });

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: '#fff',
  fontWeight: 800,
  marginBottom: vars.space.x2,
});

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

export const quote = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x2,
  height: '100%',
});

export const quoteText = style({ fontSize: vars.fontSize.lg, color: vars.color.ink, fontStyle: 'italic' });

export const quoteAuthor = style({ fontWeight: 700, color: vars.color.ink });

export const quoteRole = style({ display: 'block', fontWeight: 400, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const stars = style({ display: 'flex', gap: 2, color: vars.color.accentStrong });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.x2,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.x5} 0 0`,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  padding: `${vars.space.x1} ${vars.space.x2}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brandTint2}`,
  color: vars.color.brandStrong,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const formPanel = style({
  maxWidth: 760,
  marginInline: 'auto',
  ...raisedSurface('lg', 'md'),
  padding: vars.space.x5,
  '@media': { [breakpoint.small]: { padding: vars.space.x3 } },
});

export const darkHeading = style({ color: vars.color.onDark });

export const darkText = style({ color: vars.color.onDarkMuted, marginInline: 'auto', maxWidth: '60ch' });

export const centered = style({ textAlign: 'center' });

/**
 * The heroes' looping clips are SVG drawn into the page. Their parts move by the classes the
 * drawings give them (`float`, `beam`, …), animated here: an SVG shown as an image would be
 * drawn again on the main thread at every frame, keeping a phone busy while the visitor types.
 */
const clip = style([media, { display: 'block', lineHeight: 0 }]);
globalStyle(`${clip} > svg`, { display: 'block', width: '100%', height: '100%' });

const float = (distance: string) => keyframes({ '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: `translateY(${distance})` } });
const glow = keyframes({ '0%, 100%': { opacity: 0.2 }, '50%': { opacity: 0.9 } });
const lift = keyframes({
  '0%, 30%': { transform: 'translateY(0)' },
  '45%, 80%': { transform: 'translateY(-36px)' },
  '100%': { transform: 'translateY(0)' },
});
const showPaid = keyframes({ '0%, 50%': { opacity: 0 }, '60%, 90%': { opacity: 1 }, '100%': { opacity: 0 } });
const scan = keyframes({ '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(46px)' } });
const pop = keyframes({
  '0%, 55%': { opacity: 0, transform: 'scale(.6)' },
  '65%, 90%': { opacity: 1, transform: 'scale(1)' },
  '100%': { opacity: 0, transform: 'scale(1)' },
});
const tick = keyframes({ '0%, 60%': { opacity: 0 }, '70%, 95%': { opacity: 1 }, '100%': { opacity: 0 } });

/** Each clip's moving parts: the class in the drawing, and how it moves. */
const clipMotions = {
  hotel: {
    float: { animation: `${float('-8px')} 4s ease-in-out infinite` },
    beam: { animation: `${glow} 1.6s ease-in-out infinite` },
    lift: { animation: `${lift} 4s ease-in-out infinite` },
    paid: { animation: `${showPaid} 4s ease-in-out infinite` },
  },
  host: {
    float: { animation: `${float('-10px')} 4s ease-in-out infinite` },
    scan: { animation: `${scan} 2.4s ease-in-out infinite` },
    pop: { animation: `${pop} 4s ease-in-out infinite`, transformOrigin: '520px 92px' },
    tick: { animation: `${tick} 4s ease-in-out infinite` },
  },
} as const;

/** The classes each drawing must give its moving parts. */
export const clipParts = { hotel: Object.keys(clipMotions.hotel), host: Object.keys(clipMotions.host) };

/** What a part shows when the visitor prefers no motion: the moment the clip is about. */
const stillMotions = { paid: { opacity: 1 }, pop: { opacity: 1 }, tick: { opacity: 1 } } as const;

export const hotelClip = style([clip]);
export const hostClip = style([clip]);

for (const [clipClass, motions] of [
  [hotelClip, clipMotions.hotel],
  [hostClip, clipMotions.host],
] as const) {
  for (const [part, motion] of Object.entries(motions)) {
    const still = stillMotions[part as keyof typeof stillMotions] ?? {};
    globalStyle(`${clipClass} .${part}`, {
      ...motion,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', ...still } },
    });
  }
}
