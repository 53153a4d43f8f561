import smartMinibarsImage from '../../../assets/posts/smart-minibars.svg';
import rideshareShoppingImage from '../../../assets/posts/rideshare-shopping.svg';
import rentalEssentialsImage from '../../../assets/posts/rental-essentials.svg';
import setupGuideImage from '../../../assets/posts/setup-guide.svg';
import pricingImage from '../../../assets/posts/pricing.svg';

/**
 * The article pictures, keyed by their file name in src/assets/posts (the blog build's
 * meta plugin finds the fingerprinted file by that name).
 */
export const postImages = {
  'smart-minibars': smartMinibarsImage,
  'rideshare-shopping': rideshareShoppingImage,
  'rental-essentials': rentalEssentialsImage,
  'setup-guide': setupGuideImage,
  pricing: pricingImage,
} as const;

export type PostImageName = keyof typeof postImages;

/** Intrinsic size of every article picture (the SVGs share one view box). */
export const POST_IMAGE_SIZE = { width: 1200, height: 675 } as const;
