export { useContractForm, type ContractForm, type ContractFormOptions } from './use-contract-form';
export { PhoneField } from './phone-field';
