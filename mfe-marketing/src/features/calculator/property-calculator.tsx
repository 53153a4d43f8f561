import { AirbnbCountField } from './airbnb-count-field';
import { EarningsResult } from './earnings-result';
import { RangeFields, type SliderField } from './range-field';
import { useCalculatorInputs } from './use-calculator-inputs';
import {
  DEFAULT_PROPERTY_INPUTS,
  OCCUPANCY_RANGE,
  PROPERTY_GUEST_SPEND_RANGE,
  PROPERTY_RULE_OF_THUMB,
  formatUsd,
  propertyAnnualEarnings,
  type PropertyInputs,
} from '../shared/earnings';
import * as css from './calculator.css';

const percent = (value: number) => `${value}%`;

const PROPERTY_SLIDERS: Array<SliderField<PropertyInputs>> = [
  { input: 'occupancyPercent', label: 'Occupancy rate', range: OCCUPANCY_RANGE, format: percent },
  { input: 'guestSpend', label: 'Average guest spend per stay', range: PROPERTY_GUEST_SPEND_RANGE, format: formatUsd },
];

/** The property calculator: sliders for the host's inputs and the estimated earnings. */
export function PropertyCalculator() {
  const [inputs, update] = useCalculatorInputs(DEFAULT_PROPERTY_INPUTS);
  return (
    <div className={css.panel}>
      <div className={css.inputs}>
        <AirbnbCountField value={inputs.properties} onChange={(properties) => update({ properties })} />
        <RangeFields fields={PROPERTY_SLIDERS} inputs={inputs} onChange={update} />
      </div>
      <EarningsResult annual={propertyAnnualEarnings(inputs)}>
        Rule of thumb: {PROPERTY_RULE_OF_THUMB.properties} Airbnbs can generate {formatUsd(propertyAnnualEarnings(PROPERTY_RULE_OF_THUMB))} annually.
      </EarningsResult>
    </div>
  );
}
