/** Decodes Stripe's form encoding (`metadata[firstName]=Ada&automatic_payment_methods[enabled]=true`). */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head, ...rest] = name.split('[').map((part) => part.replace(/]$/, ''));
    const path = [head, ...rest];
    let target = result;
    path.slice(0, -1).forEach((key) => {
      const next = (target[key] ??= {}) as Record<string, unknown>;
      target = next;
    });
    target[path[path.length - 1]] = value;
  }
  return result;
}
