import type { Locator, Page } from '@playwright/test';

/**
 * What a visitor puts in one field: text typed in at once, text typed key by key, an option
 * chosen from a list, a radio button chosen by its label, or a ticked box.
 */
export type Entry = string | { keys: string } | { option: string } | { choice: string } | { checked: true };

export const typed = (keys: string): Entry => ({ keys });
export const option = (value: string): Entry => ({ option: value });
export const choice = (label: string): Entry => ({ choice: label });
export const CHECKED: Entry = { checked: true };

/**
 * Fills a form field by field, in order, as a visitor would. Each key is the field's whole
 * label, or for a choice the name of its group of radio buttons.
 */
export async function fillForm(scope: Page | Locator, entries: Record<string, Entry>): Promise<void> {
  for (const [label, entry] of Object.entries(entries)) {
    const field = scope.getByLabel(label, { exact: true });
    if (typeof entry === 'string') await field.fill(entry);
    else if ('keys' in entry) await field.pressSequentially(entry.keys);
    else if ('option' in entry) await field.selectOption(entry.option);
    else if ('choice' in entry) await scope.getByRole('group', { name: label }).getByLabel(entry.choice).check();
    else await field.check();
  }
}

/**
 * The partner applications as the tests send them: a property manager's two-unit listing on
 * two sites; a resort hotel; a cleaner who owns a cleaning business with a website, restocks
 * weekly and agrees to the terms. Each test gives its own sender's address.
 */
const APPLICATIONS = {
  host: {
    'First name': 'Ana',
    'Last name': 'Silva',
    Email: '',
    'Phone number': '2025550143',
    'Number of units': '2',
    'Nights booked per month': option('15-24'),
    'Listing links': 'https://www.airbnb.com/rooms/1\nhttps://vrbo.com/2',
  },
  hotel: {
    'First name': 'Li',
    'Last name': 'Wu',
    'Hotel name': 'Harbor Inn',
    'Your position': 'General manager',
    Email: '',
    'Phone number': '2025550143',
    City: 'Austin',
    State: 'TX',
    'Number of rooms': '42',
    'Hotel type': option('Resort'),
    'Hotel website': 'https://harbor.example.com',
  },
  cleaner: {
    'Full name': 'Rosa Diaz',
    'Phone number': '2025550143',
    Email: '',
    City: 'Denver',
    State: 'CO',
    'How many properties do you clean?': option('6-10'),
    'Do you own or work for a cleaning business?': choice('Yes'),
    'Business website (optional)': 'https://sparkle.example.com',
    'Are you available to restock weekly?': choice('Yes'),
    'I agree to the Terms of Service, Privacy Policy and Cookie Policy.': CHECKED,
  },
} satisfies Record<string, Record<string, Entry>>;

/** A partner application sent from `email`, with the entries of some fields changed; the fields keep their order. */
export function application(kind: keyof typeof APPLICATIONS, email: string, changes: Record<string, Entry> = {}): Record<string, Entry> {
  return { ...APPLICATIONS[kind], ...changes, Email: email };
}
