import type { ReactNode } from 'react';
import { formatUsd } from '../shared/earnings';
import * as css from './calculator.css';

const MONTHS_PER_YEAR = 12;

interface EarningsResultProps {
  annual: number;
  /** What the partner pays to start, and when the estimate earns it back. */
  cost?: string;
  children: ReactNode;
}

/** The estimate, announced politely as the inputs move, what it costs to start, and the rule of thumb beneath. */
export function EarningsResult({ annual, cost, children }: EarningsResultProps) {
  return (
    <div className={css.result}>
      <p className={css.resultLabel}>Estimated annual earnings</p>
      <p className={css.resultValue} aria-live="polite" data-testid="annual-earnings">
        {formatUsd(annual)}
      </p>
      <p className={css.resultNote}>About {formatUsd(annual / MONTHS_PER_YEAR)} a month, paid out monthly.</p>
      {cost ? (
        <p className={css.resultNote} data-testid="starter-kit-payback">
          {cost}
        </p>
      ) : null}
      <p className={css.ruleOfThumb}>{children}</p>
    </div>
  );
}
