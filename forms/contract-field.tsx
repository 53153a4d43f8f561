import type { InputHTMLAttributes } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { controlClass, Field, formGridClass, fullRowClass } from '@minibar/ui';
import { PhoneField } from './phone-field';
import type { ContractForm } from './use-contract-form';

interface FieldBase<Values extends FieldValues> {
  /** The contract's field: the control's name, its starting value and its message. */
  name: Path<Values>;
  label: string;
  hint?: string;
  /** Spans both columns of the form grid. */
  fullRow?: boolean;
}

/** The input's own attributes (type, autoComplete, inputMode, placeholder, min, step). */
type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'className'>;

/** One field of a public form: its label, hint and control, described as data. */
export type FormFieldSpec<Values extends FieldValues> = FieldBase<Values> &
  (
    | { control?: 'input'; input?: InputAttributes }
    | { control: 'textarea'; rows?: number; className?: string }
    | { control: 'select'; prompt: string; options: readonly string[]; optionLabels?: Readonly<Record<string, string>> }
    | { control: 'phone' }
  );

/** What a field needs of its form: react-hook-form's registration and messages, and the form's starting values. */
export type FieldsForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  start: Pick<ContractForm<Values, Output>['start'], 'defaultValues'>;
};

interface ContractFieldProps<Values extends FieldValues, Output> {
  form: FieldsForm<Values, Output>;
  field: FormFieldSpec<Values>;
}

/** What the surrounding Field gives its control: the label's target and the message link. */
interface Labelling {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The control a field description asks for, registered with the form and started at its value. */
function Control<Values extends FieldValues, Output>({ form, field, ...labelling }: ContractFieldProps<Values, Output> & Labelling) {
  const startValue = String(get(form.start.defaultValues, field.name) ?? '');
  switch (field.control) {
    case 'phone':
      return <PhoneField {...labelling} control={form.control} name={field.name} />;
    case 'textarea':
      return (
        <textarea
          {...labelling}
          className={field.className ? `${controlClass} ${field.className}` : controlClass}
          rows={field.rows}
          {...form.register(field.name)}
          defaultValue={startValue}
        />
      );
    case 'select':
      return (
        <select {...labelling} className={controlClass} {...form.register(field.name)} defaultValue={startValue}>
          <option value="">{field.prompt}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {field.optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      );
    default:
      return <input {...labelling} className={controlClass} {...field.input} {...form.register(field.name)} defaultValue={startValue} />;
  }
}

type ContractFieldOwnProps<Values extends FieldValues, Output> = ContractFieldProps<Values, Output> & {
  /** When given (even as undefined), replaces the contract's message: a warning the form decides itself. */
  error?: string | undefined;
};

/**
 * A labelled field of a contract form: the label tied to its control, the hint, and the
 * contract's (or the server's) message linked to the control and announced.
 */
export function ContractField<Values extends FieldValues, Output>(props: ContractFieldOwnProps<Values, Output>) {
  const { form, field } = props;
  const message = 'error' in props ? props.error : (get(form.formState.errors, field.name) as { message?: string } | undefined)?.message;
  return (
    <Field label={field.label} hint={field.hint} error={message} className={field.fullRow ? fullRowClass : undefined}>
      <Control form={form} field={field} />
    </Field>
  );
}

interface ContractFieldsProps<Values extends FieldValues, Output> {
  form: FieldsForm<Values, Output>;
  fields: readonly FormFieldSpec<Values>[];
}

/** A form's fields in the two-column form grid, in the order given. */
export function ContractFields<Values extends FieldValues, Output>({ form, fields }: ContractFieldsProps<Values, Output>) {
  return (
    <div className={formGridClass}>
      {fields.map((field) => (
        <ContractField key={field.name} form={form} field={field} />
      ))}
    </div>
  );
}

/** The empty form of fields that all start blank (no text typed, no choice made yet). */
export function blankValues<Values extends FieldValues>(fields: readonly FormFieldSpec<Values>[]): Values {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Values;
}
