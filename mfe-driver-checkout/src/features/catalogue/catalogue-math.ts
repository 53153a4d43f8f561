import type { Category } from './categories';
import { toCents } from './money';
import type { Product } from './products';

/** The kit's margin: (total retail − total wholesale) / total wholesale, as a whole percent. */
export function overallMarginPercent(products: readonly Product[]): number {
  const wholesale = products.reduce((sum, p) => sum + toCents(p.wholesalePrice), 0);
  const retail = products.reduce((sum, p) => sum + toCents(p.retailPrice), 0);
  return wholesale === 0 ? 0 : Math.round(((retail - wholesale) / wholesale) * 100);
}

/** One product's profit over its wholesale cost, as a whole percent. */
export function profitPercent(product: Product): number {
  return overallMarginPercent([product]);
}

export function productsIn(products: readonly Product[], category: Category): Product[] {
  return products.filter((p) => p.category.includes(category));
}
