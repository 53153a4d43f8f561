import { useState } from 'react';

/** A calculator's inputs, starting from their defaults, and a setter that changes some of them. */
export function useCalculatorInputs<Inputs extends object>(defaults: Inputs): [Inputs, (change: Partial<Inputs>) => void] {
  const [inputs, setInputs] = useState(defaults);
  const update = (change: Partial<Inputs>) => setInputs((current) => ({ ...current, ...change }));
  return [inputs, update];
}
