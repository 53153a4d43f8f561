import { memo, useId, useState } from 'react';
import { Tabs } from 'radix-ui';
import { layout } from '@minibar/ui';
import { CATEGORIES, PRODUCT_CATEGORIES, type Category, type ProductCategory } from './categories';
import { overallMarginPercent, productsIn } from './catalogue-math';
import { ProductCard } from './product-card';
import { PRODUCTS } from './products';
import * as css from './catalogue.css';

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/** One category's heading and products. Memoised: a tab switch leaves every card as it was. */
const CategoryProducts = memo(function CategoryProducts({ category }: { category: ProductCategory }) {
  return (
    <>
      <h3 className={css.groupHeading}>{category}</h3>
      <ul className={css.grid}>
        {productsIn(PRODUCTS, category).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
});

/**
 * The starter-kit catalogue: the tabs filter the grid; the margin comes from the data. Each
 * product is in the page once, in its category's group: without JavaScript the groups show
 * one after another under their headings; once the page's scripts run the groups make one
 * grid, 'All' shows every group and a category's tab only its own. The tabs share one panel,
 * labelled by the tab chosen, so a tab switch only hides or shows groups already drawn. The
 * panel stands outside the tabs' root: a switch changes the tabs' context, and React looks for
 * its readers only under the root, not among the cards.
 */
export function CatalogueBrowser() {
  const [category, setCategory] = useState<Category>('All');
  const id = useId();
  const panelId = `${id}panel`;
  const tabId = (c: Category) => `${id}tab-${CATEGORIES.indexOf(c)}`;
  return (
    <>
      <p className={css.margin}>
        <span className={css.marginFigure}>{overallMarginPercent(PRODUCTS)}%</span> average profit margin
      </p>
      <Tabs.Root value={category} onValueChange={(value) => isCategory(value) && setCategory(value)}>
        <Tabs.List className={css.tabList} aria-label="Product categories">
          {CATEGORIES.map((c) => (
            <Tabs.Trigger key={c} value={c} id={tabId(c)} aria-controls={panelId} className={css.tab}>
              {c} <span className={layout.visuallyHidden}>products</span> <span className={css.tabCount}>({productsIn(PRODUCTS, c).length})</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(category)} tabIndex={0} className={css.panel}>
        {PRODUCT_CATEGORIES.map((c) => (
          <div key={c} className={css.group} hidden={category !== 'All' && category !== c}>
            <CategoryProducts category={c} />
          </div>
        ))}
      </div>
    </>
  );
}
