import { useState } from 'react';
import { AirbnbCountField } from './airbnb-count-field';
import { EarningsResult } from './earnings-result';
import { RangeField } from './range-field';
import {
  DEFAULT_PROPERTY_INPUTS,
  OCCUPANCY_RANGE,
  PROPERTY_GUEST_SPEND_RANGE,
  PROPERTY_RULE_OF_THUMB_COUNT,
  formatUsd,
  propertyAnnualEarnings,
  type PropertyInputs,
} from '../shared/earnings';
import * as css from './calculator.css';

const percent = (value: number) => `${value}%`;

/** The property calculator: sliders for the host's inputs and the estimated earnings. */
export function PropertyCalculator() {
  const [inputs, setInputs] = useState<PropertyInputs>(DEFAULT_PROPERTY_INPUTS);
  const update = (change: Partial<PropertyInputs>) => setInputs((current) => ({ ...current, ...change }));
  const ruleOfThumbEarnings = propertyAnnualEarnings({ ...DEFAULT_PROPERTY_INPUTS, properties: PROPERTY_RULE_OF_THUMB_COUNT });
  return (
    <div className={css.panel}>
      <div className={css.inputs}>
        <AirbnbCountField value={inputs.properties} onChange={(properties) => update({ properties })} />
        <RangeField
          label="Occupancy rate"
          range={OCCUPANCY_RANGE}
          value={inputs.occupancyPercent}
          onChange={(occupancyPercent) => update({ occupancyPercent })}
          format={percent}
        />
        <RangeField
          label="Average guest spend per stay"
          range={PROPERTY_GUEST_SPEND_RANGE}
          value={inputs.guestSpend}
          onChange={(guestSpend) => update({ guestSpend })}
          format={formatUsd}
        />
      </div>
      <EarningsResult annual={propertyAnnualEarnings(inputs)}>
        Rule of thumb: {PROPERTY_RULE_OF_THUMB_COUNT} Airbnbs can generate {formatUsd(ruleOfThumbEarnings)} annually.
      </EarningsResult>
    </div>
  );
}
