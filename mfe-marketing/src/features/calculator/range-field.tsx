import { useId } from 'react';
import type { SliderRange } from '../shared/earnings';
import * as css from './calculator.css';

interface RangeFieldProps {
  label: string;
  range: SliderRange;
  value: number;
  onChange: (value: number) => void;
  /** How the value reads, on screen and to assistive technology ("70%", "$10"). */
  format: (value: number) => string;
}

/** A labelled slider that shows its current value and its bounds. */
export function RangeField({ label, range, value, onChange, format }: RangeFieldProps) {
  const id = useId();
  return (
    <div className={css.field}>
      <div className={css.fieldHeader}>
        <label htmlFor={id} className={css.label}>
          {label}
        </label>
        <output htmlFor={id} className={css.value}>
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={css.range}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className={css.scale} aria-hidden="true">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}
