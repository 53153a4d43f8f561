import { memo, useState } from 'react';
import { Tabs } from 'radix-ui';
import { layout, useHydrated } from '@minibar/ui';
import { CATEGORIES, type Category } from './categories';
import { overallMarginPercent, productsIn } from './catalogue-math';
import { ProductCard } from './product-card';
import { PRODUCTS } from './products';
import * as css from './catalogue.css';

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/**
 * One category's products. Memoised: switching a tab re-renders the tabs and their panels'
 * visibility, not every product card twice over, which took most of a tap on a slow phone.
 */
const CategoryGrid = memo(function CategoryGrid({ category }: { category: Category }) {
  return (
    <ul className={css.grid}>
      {productsIn(PRODUCTS, category).map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
});

/**
 * The starter-kit catalogue: the tabs filter the grid; the margin comes from the data. The
 * server HTML holds every category's grid: without JavaScript the products show once each,
 * under their category's heading; once the page's scripts run they are tabs, 'All' first.
 */
export function CatalogueBrowser() {
  const [category, setCategory] = useState<Category>('All');
  const hydrated = useHydrated();
  return (
    <>
      <p className={css.margin}>
        <span className={css.marginFigure}>{overallMarginPercent(PRODUCTS)}%</span> average profit margin
      </p>
      <Tabs.Root value={category} onValueChange={(value) => isCategory(value) && setCategory(value)}>
        <Tabs.List className={css.tabList} aria-label="Product categories">
          {CATEGORIES.map((c) => (
            <Tabs.Trigger key={c} value={c} className={css.tab}>
              {c} <span className={layout.visuallyHidden}>products</span> <span className={css.tabCount}>({productsIn(PRODUCTS, c).length})</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CATEGORIES.map((c) => (
          <Tabs.Content key={c} value={c} forceMount hidden={hydrated && c !== category} className={c === 'All' ? css.allPanel : css.tabPanel}>
            <h3 className={css.panelHeading}>{c}</h3>
            <CategoryGrid category={c} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
