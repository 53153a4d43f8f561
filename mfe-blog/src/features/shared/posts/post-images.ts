import smartMinibarsImage from '../../../assets/posts/smart-minibars.svg';
import rideshareShoppingImage from '../../../assets/posts/rideshare-shopping.svg';
import rentalEssentialsImage from '../../../assets/posts/rental-essentials.svg';
import setupGuideImage from '../../../assets/posts/setup-guide.svg';
import pricingImage from '../../../assets/posts/pricing.svg';
import smartMinibarsArt from '../../../assets/posts/smart-minibars.svg?raw';
import rideshareShoppingArt from '../../../assets/posts/rideshare-shopping.svg?raw';
import rentalEssentialsArt from '../../../assets/posts/rental-essentials.svg?raw';
import setupGuideArt from '../../../assets/posts/setup-guide.svg?raw';
import pricingArt from '../../../assets/posts/pricing.svg?raw';

/**
 * The article pictures' files, keyed by their file name in src/assets/posts: the picture a
 * shared link shows (the blog build's meta plugin finds the fingerprinted file by that name).
 */
export const postImages = {
  'smart-minibars': smartMinibarsImage,
  'rideshare-shopping': rideshareShoppingImage,
  'rental-essentials': rentalEssentialsImage,
  'setup-guide': setupGuideImage,
  pricing: pricingImage,
} as const;

export type PostImageName = keyof typeof postImages;

/**
 * Drawn in a page, a picture's lettering takes the page's font: a font named in the picture is
 * looked up for each of its texts as the page is first laid out, which a phone pays for. The
 * files keep their own, for when one is shown alone.
 */
const inPageFont = (markup: string) => markup.replace(/ font-family="[^"]*"/g, '');

/** The same pictures' markup, drawn inline in the pages (1.3 to 4.5 kB each). */
export const postArt: Record<PostImageName, string> = {
  'smart-minibars': inPageFont(smartMinibarsArt),
  'rideshare-shopping': inPageFont(rideshareShoppingArt),
  'rental-essentials': inPageFont(rentalEssentialsArt),
  'setup-guide': inPageFont(setupGuideArt),
  pricing: inPageFont(pricingArt),
};
