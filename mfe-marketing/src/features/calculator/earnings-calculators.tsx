import { Tabs } from 'radix-ui';
import { PropertyCalculator } from './property-calculator';
import { RideshareCalculator } from './rideshare-calculator';
import * as css from './calculator.css';

/** The two calculators of the Pricing section; the property one opens first. */
export default function EarningsCalculators() {
  return (
    <Tabs.Root defaultValue="property">
      <Tabs.List className={css.tabList} aria-label="Choose a calculator">
        <Tabs.Trigger value="property" className={css.tab}>
          Rental properties
        </Tabs.Trigger>
        <Tabs.Trigger value="rideshare" className={css.tab}>
          Rideshare drivers
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="property">
        <PropertyCalculator />
      </Tabs.Content>
      <Tabs.Content value="rideshare">
        <RideshareCalculator />
      </Tabs.Content>
    </Tabs.Root>
  );
}
