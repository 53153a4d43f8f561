import { EarningsResult } from './earnings-result';
import { RangeFields, type SliderField } from './range-field';
import { useCalculatorInputs } from './use-calculator-inputs';
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

const RIDESHARE_SLIDERS: Array<SliderField<RideshareInputs>> = [
  { input: 'ridesPerDay', label: 'Rides per day', range: RIDES_PER_DAY_RANGE, format: count },
  { input: 'daysPerWeek', label: 'Days driven per week', range: DAYS_PER_WEEK_RANGE, format: count },
  { input: 'guestSpend', label: 'Average passenger spend', range: RIDESHARE_GUEST_SPEND_RANGE, format: formatUsd },
];

/** The rideshare calculator: sliders for the driver's inputs and the estimated earnings. */
export function RideshareCalculator() {
  const [inputs, update] = useCalculatorInputs(DEFAULT_RIDESHARE_INPUTS);
  return (
    <div className={css.panel}>
      <div className={css.inputs}>
        <RangeFields fields={RIDESHARE_SLIDERS} inputs={inputs} onChange={update} />
      </div>
      <EarningsResult annual={rideshareAnnualEarnings(inputs)}>
        Rule of thumb: one car kept stocked can generate about {formatUsd(RIDESHARE_BASE_ANNUAL_EARNINGS)} annually.
      </EarningsResult>
    </div>
  );
}
