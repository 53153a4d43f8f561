import { useId, useState } from 'react';
import { controlClass } from '@minibar/ui';
import { numberFormat } from '@minibar/ui/number-format';
import { AIRBNB_COUNT_MAX, AIRBNB_COUNT_MIN, airbnbSliderStep, parseAirbnbCount, snapAirbnbSliderValue } from '../shared/earnings';
import { Slider } from './range-field';
import * as css from './calculator.css';

interface AirbnbCountFieldProps {
  value: number;
  onChange: (count: number) => void;
}

const formatCount = numberFormat();

const OUT_OF_RANGE = `Enter a whole number from ${formatCount(AIRBNB_COUNT_MIN)} to ${formatCount(AIRBNB_COUNT_MAX)}.`;

/**
 * The number of Airbnbs: a slider whose step grows with the count, and a number input
 * that takes only whole numbers from 1 to 10000. The box holds what the visitor types (it
 * may be emptied on the way to another number); anything else is ignored: the result stays
 * the last good one, and a short message beside the box says what it takes.
 */
export function AirbnbCountField({ value, onChange }: AirbnbCountFieldProps) {
  const sliderId = useId();
  const inputId = useId();
  const messageId = useId();
  // What the box shows while it differs from the count: typed text not (yet) a count.
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const refused = typed !== null && parseAirbnbCount(typed) === null && (typed.trim() !== '' || left);
  const step = airbnbSliderStep(value);
  // A range input's steps count from its min. Below 100 the min is 1 (1, 2, 3…); above,
  // counting from 0 keeps the 10 and 100 steps on round numbers (100, 110…, 10000).
  // The move from 1 to 0 shifts the thumb by 1/10000 of the track, and 0 is snapped to 1.
  const stepBase = step === 1 ? AIRBNB_COUNT_MIN : 0;
  return (
    <div className={css.field}>
      <Slider
        id={sliderId}
        label="Number of Airbnbs"
        valueText={formatCount(value)}
        spokenValueText={`${formatCount(value)} Airbnbs`}
        min={stepBase}
        max={AIRBNB_COUNT_MAX}
        step={step}
        value={value}
        onChange={(position) => {
          setTyped(null);
          onChange(snapAirbnbSliderValue(position));
        }}
      />
      <div className={css.countRow}>
        <label htmlFor={inputId} className={css.label}>
          Exact number of Airbnbs
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          className={`${controlClass} ${css.countInput}`}
          min={AIRBNB_COUNT_MIN}
          max={AIRBNB_COUNT_MAX}
          step={1}
          value={typed ?? value}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? messageId : undefined}
          onChange={(event) => {
            const text = event.target.value;
            const count = parseAirbnbCount(text);
            setLeft(false);
            setTyped(count === null ? text : null);
            if (count !== null) onChange(count);
          }}
          onBlur={() => setLeft(true)}
        />
      </div>
      {refused ? (
        <p id={messageId} className={css.countMessage} role="status">
          {OUT_OF_RANGE}
        </p>
      ) : null}
    </div>
  );
}
