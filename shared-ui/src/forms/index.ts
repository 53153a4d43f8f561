export { useFormStart, type FormStart } from './form-start';
export { useContractForm, type ContractForm, type ContractFormOptions } from './use-contract-form';
export { PhoneField } from './phone-field';
