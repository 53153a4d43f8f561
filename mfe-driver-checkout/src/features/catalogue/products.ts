import type { Category, ProductCategory } from './categories';
import { retailFromWholesale } from './money';
import { productImages as img } from './product-images';

/** A catalogue product. Prices in dollars; retail derived from wholesale. */
export interface Product {
  id: string;
  name: string;
  wholesalePrice: number;
  retailPrice: number;
  /** Its own category plus 'All', so every tab filters the same way. */
  category: readonly Category[];
  /** The product's picture, SVG markup drawn inline. */
  image: string;
  description: string;
}

type ProductSeed = Omit<Product, 'retailPrice' | 'category'> & { category: ProductCategory };

/**
 * The 17 starter-kit products. Nineteen ids were listed for 17 products; which are kept is in
 * docs/decisions/001-starter-kit-catalogue.md. The first eight wholesale prices are the published ones.
 */
const seeds: ProductSeed[] = [
  {
    id: 'doritos-nacho',
    name: 'Doritos Nacho Cheese',
    wholesalePrice: 0.92,
    category: 'Chips & Snacks',
    image: img.doritosNacho,
    description: 'Bold nacho cheese tortilla chips, the top seller on every route.',
  },
  {
    id: 'oreo',
    name: 'Oreo Original',
    wholesalePrice: 0.37,
    category: 'Cookies',
    image: img.oreo,
    description: 'The classic chocolate sandwich cookie in a snack pack.',
  },
  {
    id: 'tylenol',
    name: 'Tylenol Extra Strength',
    wholesalePrice: 2.48,
    category: 'Health',
    image: img.tylenol,
    description: 'Travel-size pain reliever for headaches on the go.',
  },
  {
    id: 'lays-classic',
    name: "Lay's Classic",
    wholesalePrice: 0.73,
    category: 'Chips & Snacks',
    image: img.laysClassic,
    description: 'Lightly salted potato chips everyone recognises.',
  },
  {
    id: 'kind-peanut',
    name: 'KIND Peanut Butter Dark Chocolate',
    wholesalePrice: 1.2,
    category: 'Health',
    image: img.kindPeanut,
    description: 'A whole-nut bar with 7 g of protein for late rides.',
  },
  {
    id: '5hour-energy',
    name: '5-hour Energy',
    wholesalePrice: 2.43,
    category: 'Energy',
    image: img.fiveHourEnergy,
    description: 'A two-ounce energy shot for riders on the way out.',
  },
  {
    id: 'mentos',
    name: 'Mentos Mint',
    wholesalePrice: 1.87,
    category: 'Chips & Snacks',
    image: img.mentos,
    description: 'Chewy mint roll riders grab before a meeting or a date.',
  },
  {
    id: 'sabritas-japanese',
    name: 'Sabritas Japanese Peanuts',
    wholesalePrice: 0.43,
    category: 'Chips & Snacks',
    image: img.sabritasJapanese,
    description: 'Crunchy coated peanuts with a soy-sauce finish.',
  },
  {
    id: 'oreo-golden',
    name: 'Oreo Golden',
    wholesalePrice: 0.37,
    category: 'Cookies',
    image: img.oreoGolden,
    description: 'Vanilla cookies with the original creme filling.',
  },
  {
    id: 'oreo-double',
    name: 'Oreo Double Stuf',
    wholesalePrice: 0.45,
    category: 'Cookies',
    image: img.oreoDouble,
    description: 'Twice the creme for riders with a sweet tooth.',
  },
  {
    id: 'cheetos',
    name: 'Cheetos Crunchy',
    wholesalePrice: 0.73,
    category: 'Chips & Snacks',
    image: img.cheetos,
    description: 'Cheesy corn snacks with a big crunch.',
  },
  {
    id: 'doritos-cool-ranch',
    name: 'Doritos Cool Ranch',
    wholesalePrice: 0.92,
    category: 'Chips & Snacks',
    image: img.doritosCoolRanch,
    description: 'Tangy ranch tortilla chips, a close second to Nacho.',
  },
  {
    id: 'lays-bbq',
    name: "Lay's Barbecue",
    wholesalePrice: 0.73,
    category: 'Chips & Snacks',
    image: img.laysBbq,
    description: 'Sweet and smoky barbecue potato chips.',
  },
  {
    id: 'fritos',
    name: 'Fritos Original',
    wholesalePrice: 0.68,
    category: 'Chips & Snacks',
    image: img.fritos,
    description: 'Salty corn chips made with three ingredients.',
  },
  {
    id: 'sabritas-hot',
    name: 'Sabritas Hot Peanuts',
    wholesalePrice: 0.43,
    category: 'Chips & Snacks',
    image: img.sabritasHot,
    description: 'Peanuts with chile and lime heat.',
  },
  {
    id: 'sabritas-lime',
    name: 'Sabritas Salt & Lime Peanuts',
    wholesalePrice: 0.43,
    category: 'Chips & Snacks',
    image: img.sabritasLime,
    description: 'Roasted peanuts with salt and a squeeze of lime.',
  },
  {
    id: 'kind-caramel',
    name: 'KIND Caramel Almond & Sea Salt',
    wholesalePrice: 1.2,
    category: 'Health',
    image: img.kindCaramel,
    description: 'A nut bar with caramel and a pinch of sea salt.',
  },
];

export const PRODUCTS: readonly Product[] = seeds.map((seed) => ({
  ...seed,
  retailPrice: retailFromWholesale(seed.wholesalePrice),
  category: [seed.category, 'All'],
}));
