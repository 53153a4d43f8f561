import { layout } from '@minibar/ui';
import { profitPercent } from './catalogue-math';
import { formatUsd, toCents } from './money';
import type { Product } from './products';
import * as css from './product-card.css';

/** The profit's share of the retail price, 0–100, drawn as the bar's filled part. */
function profitShareOfRetail(product: Product): number {
  const retail = toCents(product.retailPrice);
  return retail === 0 ? 0 : ((retail - toCents(product.wholesalePrice)) / retail) * 100;
}

function ProfitBar({ product }: { product: Product }) {
  return (
    <div className={css.profitRow}>
      <svg className={css.profitBar} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
        <rect className={css.profitTrack} width="100" height="8" />
        <rect className={css.profitFill} width={profitShareOfRetail(product)} height="8" />
      </svg>
      <span className={css.profitText}>{profitPercent(product)}% profit</span>
    </div>
  );
}

/** One catalogue tile: picture, name, description, prices and the profit it leaves. */
export function ProductCard({ product }: { product: Product }) {
  const retail = formatUsd(product.retailPrice);
  return (
    <article className={css.card}>
      {/* A picture for the eye only: the name below says what it is. */}
      <span className={css.image} dangerouslySetInnerHTML={{ __html: product.image }} />
      <span className={css.badge}>Sells for {retail}</span>
      <h3 className={css.name}>{product.name}</h3>
      <p className={css.description}>{product.description}</p>
      <p className={css.prices}>
        <s className={css.struck}>
          <span className={layout.visuallyHidden}>Retail price </span>
          {retail}
        </s>
        <span className={css.wholesale}>
          <span className={layout.visuallyHidden}>Wholesale price </span>
          {formatUsd(product.wholesalePrice)}
        </span>
        <span className={css.wholesaleLabel} aria-hidden="true">
          your cost
        </span>
      </p>
      <ProfitBar product={product} />
    </article>
  );
}
