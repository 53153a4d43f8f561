export { useContractForm, type ContractForm, type ContractFormOptions, type SubmissionOutcome } from './use-contract-form';
export { PhoneField } from './phone-field';
export { blankValues, ContractField, ContractFields, type FieldsForm, type FormFieldSpec } from './contract-field';
export { ContractFormElement, SubmitButton } from './form-parts';
