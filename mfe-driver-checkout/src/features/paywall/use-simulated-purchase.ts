import { useEffect, useRef, useState } from 'react';
import { SIMULATED_PROCESSING_MS, type PaymentMethod } from './paywall-content';

type PurchaseState = 'choosing' | 'processing' | 'paid';

/** No method → method chosen → 2 s processing → success. No network. */
export function useSimulatedPurchase() {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [state, setState] = useState<PurchaseState>('choosing');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const purchase = () => {
    if (!method || state !== 'choosing') return;
    setState('processing');
    timer.current = setTimeout(() => setState('paid'), SIMULATED_PROCESSING_MS);
  };

  return { method, setMethod, state, purchase, canPurchase: method !== null && state === 'choosing' };
}
