/** Events pushed to a data layer; failures are only logged. */
export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string; page_title: string }
  | { event: 'form_submit'; form_name: string; form_data: Record<string, unknown> }
  | { event: 'button_click'; button_name: string; button_location: string }
  | { event: 'signup_completed'; signup_type: string; extras: Record<string, unknown> };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function push(event: AnalyticsEvent): void {
  try {
    if (typeof window === 'undefined') return;
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}

const markers: Array<[RegExp, string]> = [
  [/email/i, '[email]'],
  [/phone/i, '[phone]'],
  [/name/i, '[name]'],
  [/address|apartment|zip/i, '[address]'],
];

/** Personal fields (email, phone, names, address) replaced by markers; the rest kept. */
export function redactFormData(data: Record<string, unknown>): Record<string, unknown> {
  const redacted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const marker = markers.find(([pattern]) => pattern.test(key))?.[1];
    redacted[key] = marker && key !== 'hotelName' ? marker : value;
  }
  return redacted;
}

export const analytics = {
  pageView: (pagePath: string, pageTitle: string) => push({ event: 'page_view', page_path: pagePath, page_title: pageTitle }),
  formSubmit: (formName: string, data: Record<string, unknown>) =>
    push({ event: 'form_submit', form_name: formName, form_data: redactFormData(data) }),
  buttonClick: (buttonName: string, buttonLocation: string) =>
    push({ event: 'button_click', button_name: buttonName, button_location: buttonLocation }),
  signupCompleted: (signupType: string, extras: Record<string, unknown> = {}) => push({ event: 'signup_completed', signup_type: signupType, extras }),
};
