import { useState } from 'react';
import { EarningsResult } from './earnings-result';
import { RangeField } from './range-field';
import {
  DAYS_PER_WEEK_RANGE,
  DEFAULT_RIDESHARE_INPUTS,
  RIDES_PER_DAY_RANGE,
  RIDESHARE_BASE_ANNUAL_EARNINGS,
  RIDESHARE_GUEST_SPEND_RANGE,
  formatUsd,
  rideshareAnnualEarnings,
  type RideshareInputs,
} from '../shared/earnings';
import * as css from './calculator.css';

const count = (value: number) => String(value);

/** The rideshare calculator: sliders for the driver's inputs and the estimated earnings. */
export function RideshareCalculator() {
  const [inputs, setInputs] = useState<RideshareInputs>(DEFAULT_RIDESHARE_INPUTS);
  const update = (change: Partial<RideshareInputs>) => setInputs((current) => ({ ...current, ...change }));
  return (
    <div className={css.panel}>
      <div className={css.inputs}>
        <RangeField
          label="Rides per day"
          range={RIDES_PER_DAY_RANGE}
          value={inputs.ridesPerDay}
          onChange={(ridesPerDay) => update({ ridesPerDay })}
          format={count}
        />
        <RangeField
          label="Days driven per week"
          range={DAYS_PER_WEEK_RANGE}
          value={inputs.daysPerWeek}
          onChange={(daysPerWeek) => update({ daysPerWeek })}
          format={count}
        />
        <RangeField
          label="Average passenger spend"
          range={RIDESHARE_GUEST_SPEND_RANGE}
          value={inputs.guestSpend}
          onChange={(guestSpend) => update({ guestSpend })}
          format={formatUsd}
        />
      </div>
      <EarningsResult annual={rideshareAnnualEarnings(inputs)}>
        Rule of thumb: one car kept stocked can generate about {formatUsd(RIDESHARE_BASE_ANNUAL_EARNINGS)} annually.
      </EarningsResult>
    </div>
  );
}
