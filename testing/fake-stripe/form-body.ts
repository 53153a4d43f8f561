/** Decodes Stripe's form encoding (`metadata[firstName]=Ada&automatic_payment_methods[enabled]=true`). */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.split('[').map((part) => part.replace(/]$/, ''));
    const last = keys.pop() ?? name;
    let target = result;
    for (const key of keys) target = (target[key] ??= {}) as Record<string, unknown>;
    target[last] = value;
  }
  return result;
}
