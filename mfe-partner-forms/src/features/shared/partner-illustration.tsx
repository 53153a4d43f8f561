import cleanerMarkup from '../../assets/cleaner-hero.svg?raw';
import hostMarkup from '../../assets/host-hero.svg?raw';
import hotelMarkup from '../../assets/hotel-hero.svg?raw';

/** The partner heroes' drawings, shipped with this remote and written into the page's HTML. */
export const partnerIllustrations = { host: hostMarkup, hotel: hotelMarkup, cleaner: cleanerMarkup } as const;
