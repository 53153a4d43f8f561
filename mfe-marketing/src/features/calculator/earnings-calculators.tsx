import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { useHydrated } from '@minibar/ui';
import { PropertyCalculator } from './property-calculator';
import { RideshareCalculator } from './rideshare-calculator';
import * as css from './calculator.css';

const CALCULATORS = [
  { value: 'property', label: 'Rental properties', Calculator: PropertyCalculator },
  { value: 'rideshare', label: 'Rideshare drivers', Calculator: RideshareCalculator },
] as const;

/**
 * The two calculators of the Pricing section; the property one opens first. The server HTML
 * holds both, one under the other with its own heading: without JavaScript both show their
 * default results. Once the page's scripts run they are tabs, and each keeps its inputs
 * while the other is shown.
 */
export default function EarningsCalculators() {
  const [current, setCurrent] = useState<string>('property');
  const hydrated = useHydrated();
  return (
    <Tabs.Root value={current} onValueChange={setCurrent}>
      <Tabs.List className={css.tabList} aria-label="Choose a calculator">
        {CALCULATORS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} className={css.tab}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {CALCULATORS.map(({ value, label, Calculator }) => (
        <Tabs.Content key={value} value={value} forceMount hidden={hydrated && value !== current} className={css.tabPanel}>
          <h3 className={css.panelHeading}>{label}</h3>
          <Calculator />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
