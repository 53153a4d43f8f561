import { EarningsResult } from './earnings-result';
import { RangeFields, type SliderField } from './range-field';
import { useCalculatorInputs } from './use-calculator-inputs';
import {
  DAYS_PER_WEEK_RANGE,
  DEFAULT_RIDESHARE_INPUTS,
  RIDES_PER_DAY_RANGE,
  RIDESHARE_RULE_OF_THUMB,
  RIDESHARE_GUEST_SPEND_RANGE,
  formatUsd,
  rideshareAnnualEarnings,
  starterKitPaybackSentence,
  type RideshareInputs,
} from '../shared/earnings';
import * as css from './calculator.css';

const count = (value: number) => String(value);

const RIDESHARE_SLIDERS: Array<SliderField<RideshareInputs>> = [
  { input: 'ridesPerDay', label: 'Rides per day', range: RIDES_PER_DAY_RANGE, format: count },
  { input: 'daysPerWeek', label: 'Days driven per week', range: DAYS_PER_WEEK_RANGE, format: count },
  { input: 'guestSpend', label: 'Average passenger spend', range: RIDESHARE_GUEST_SPEND_RANGE, format: formatUsd },
];

/** The rideshare calculator: sliders for the driver's inputs, the estimated earnings and when they pay back the Starter Kit. */
export function RideshareCalculator() {
  const [inputs, update] = useCalculatorInputs(DEFAULT_RIDESHARE_INPUTS);
  const annual = rideshareAnnualEarnings(inputs);
  return (
    <div className={css.panel}>
      <div className={css.inputs}>
        <RangeFields fields={RIDESHARE_SLIDERS} inputs={inputs} onChange={update} />
      </div>
      <EarningsResult annual={annual} cost={starterKitPaybackSentence(annual)}>
        Rule of thumb: {RIDESHARE_RULE_OF_THUMB.ridesPerDay} rides a day can generate about{' '}
        {formatUsd(rideshareAnnualEarnings(RIDESHARE_RULE_OF_THUMB))} annually.
      </EarningsResult>
    </div>
  );
}
