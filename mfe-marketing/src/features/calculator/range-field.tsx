import { useId, type ReactNode } from 'react';
import type { SliderRange } from '../shared/earnings';
import * as css from './calculator.css';

interface SliderProps {
  id: string;
  label: ReactNode;
  /** The current value as it reads beside the label. */
  valueText: string;
  /** The current value as assistive technology reads it, when it says more than valueText. */
  spokenValueText?: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
}

/** A range input under its label, with the current value shown beside the label. */
export function Slider({ id, label, valueText, spokenValueText = valueText, min, max, step, value, onChange }: SliderProps) {
  return (
    <>
      <div className={css.fieldHeader}>
        <label htmlFor={id} className={css.label}>
          {label}
        </label>
        <output htmlFor={id} className={css.value}>
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={css.range}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={spokenValueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </>
  );
}

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
      <Slider id={id} label={label} valueText={format(value)} min={range.min} max={range.max} step={range.step} value={value} onChange={onChange} />
      <div className={css.scale} aria-hidden="true">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}

/** One slider of a calculator: which input it sets, and how it reads. */
export interface SliderField<Inputs> {
  input: keyof Inputs & string;
  label: string;
  range: SliderRange;
  format: (value: number) => string;
}

interface RangeFieldsProps<Inputs extends Record<keyof Inputs, number>> {
  fields: ReadonlyArray<SliderField<Inputs>>;
  inputs: Inputs;
  onChange: (change: Partial<Inputs>) => void;
}

/** A calculator's sliders, in order, each bound to its input. */
export function RangeFields<Inputs extends Record<keyof Inputs, number>>({ fields, inputs, onChange }: RangeFieldsProps<Inputs>) {
  return fields.map(({ input, label, range, format }) => (
    <RangeField
      key={input}
      label={label}
      range={range}
      value={inputs[input]}
      onChange={(value) => onChange({ [input]: value } as Partial<Inputs>)}
      format={format}
    />
  ));
}
