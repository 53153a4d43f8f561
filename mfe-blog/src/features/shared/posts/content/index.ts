import { contactlessShoppingRideshareDrivers } from './contactless-shopping-rideshare-drivers';
import { essentialsShortTermRental } from './essentials-short-term-rental';
import { increaseRevenueSmartMinibars } from './increase-revenue-smart-minibars';
import { priceConvenienceItemsMaximumProfit } from './price-convenience-items-maximum-profit';
import { settingUpMinibarGuide } from './setting-up-minibar-guide';

/** Each post's HTML body by slug. */
export const postContent: Readonly<Record<string, string>> = {
  'increase-revenue-smart-minibars': increaseRevenueSmartMinibars,
  'contactless-shopping-rideshare-drivers': contactlessShoppingRideshareDrivers,
  'essentials-short-term-rental': essentialsShortTermRental,
  'setting-up-minibar-guide': settingUpMinibarGuide,
  'price-convenience-items-maximum-profit': priceConvenienceItemsMaximumProfit,
};
