/**
 * The widths the layout changes at, named; every media query of the site uses one of them.
 * The pages are designed for 390 px (a phone) and 1280 px (a desktop) and stay usable between.
 */
const PHONE_MAX = 480;
const SMALL_MAX = 640;
const TABLET_MAX = 900;
/** Below this the header's links no longer fit on one bar and move into the menu drawer. */
const NAV_BAR_MIN = 1141;

export const media = {
  /** Narrow phones. */
  phone: `screen and (max-width: ${PHONE_MAX}px)`,
  /** Phones and small tablets: one column. */
  small: `screen and (max-width: ${SMALL_MAX}px)`,
  /** Tablets and anything narrower: side-by-side layouts stack. */
  tablet: `screen and (max-width: ${TABLET_MAX}px)`,
  /** Wider than a tablet: side-by-side layouts. */
  wide: `screen and (min-width: ${TABLET_MAX + 1}px)`,
  /** Too narrow for the header's navigation bar. */
  navDrawer: `screen and (max-width: ${NAV_BAR_MIN - 1}px)`,
  /** Wide enough for the header's navigation bar. */
  navBar: `screen and (min-width: ${NAV_BAR_MIN}px)`,
} as const;
