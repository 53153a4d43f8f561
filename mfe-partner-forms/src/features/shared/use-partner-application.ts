import type { FieldValues } from 'react-hook-form';
import { formContract } from '@minibar/contracts';
import { analytics } from '@minibar/ui';
import { useContractForm, type ContractForm, type ContractFormOptions } from '@minibar/forms';

/** Each partner application: the contract it is validated by and stored through, and its analytics event. */
const PARTNER_APPLICATIONS = {
  host: { contract: formContract('host'), event: 'host_application' },
  hotel: { contract: formContract('hotel'), event: 'hotel_signup' },
  cleaner: { contract: formContract('cleaner'), event: 'cleaner_signup' },
} as const;

type PartnerKind = keyof typeof PARTNER_APPLICATIONS;
type PartnerContract<Kind extends PartnerKind> = (typeof PARTNER_APPLICATIONS)[Kind]['contract'];
/** What the contract of this kind of application stores. */
export type StoredApplication<Kind extends PartnerKind> = ReturnType<PartnerContract<Kind>['schema']['parse']>;

interface PartnerApplicationOptions<Values extends FieldValues, Output> extends Omit<
  ContractFormOptions<Values, Output>,
  'form' | 'contract' | 'event'
> {
  /** What the completion analytics reports about a stored application (never personal data). */
  completionExtras: (application: Output) => Record<string, unknown>;
}

/**
 * A partner application form of the given kind: its contract and analytics event, and once
 * the application is stored the 'signup completed' analytics before the form's own onStored.
 */
export function usePartnerApplication<Kind extends PartnerKind, Values extends FieldValues>(
  kind: Kind,
  { completionExtras, onStored, ...options }: PartnerApplicationOptions<Values, StoredApplication<Kind>>,
): ContractForm<Values, StoredApplication<Kind>> {
  const { contract, event } = PARTNER_APPLICATIONS[kind];
  return useContractForm<Values, StoredApplication<Kind>>({
    ...options,
    form: kind,
    contract: contract as unknown as ContractFormOptions<Values, StoredApplication<Kind>>['contract'],
    event,
    onStored: (application) => {
      analytics.signupCompleted(kind, completionExtras(application));
      onStored(application);
    },
  });
}
