import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { driverSignupSchema } from './driver-signup';
import { hostApplicationSchema } from './host-application';
import { hotelApplicationSchema } from './hotel-application';
import { serverContracts } from './contracts.server';

// Right length for their country, but in ranges no operator is assigned: Germany's 012…
// and a Cayman Islands (+1 345) number outside its numbering plan.
const UNASSIGNED_NUMBERS = ['+491234567890', '+13457906348'];

describe('phone numbers on the server', () => {
  it.each(UNASSIGNED_NUMBERS)('the browser check lets %s through (it only knows lengths)', (phone) => {
    expect(hostApplicationSchema.shape.phone.safeParse(phone).success).toBe(true);
  });

  it.each([
    ['contact', serverContracts.contact, contactSchema, 'Enter a valid phone number'],
    ['host', serverContracts.hostApplication, hostApplicationSchema, 'Please enter a valid phone number'],
    ['hotel', serverContracts.hotelApplication, hotelApplicationSchema, 'Please enter a valid phone number'],
    ['driver', serverContracts.driverSignup, driverSignupSchema, 'Enter a valid phone number'],
  ] as const)('the %s contract on the server refuses them with the field message', (_kind, server, browser, message) => {
    for (const phone of UNASSIGNED_NUMBERS) {
      const result = server.shape.phone.safeParse(phone);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
      expect(browser.shape.phone.safeParse(phone).success).toBe(true);
    }
  });

  it('accepts an assigned number and stores it as + and digits', () => {
    expect(serverContracts.hostApplication.shape.phone.parse('+1 (202) 555-0143')).toBe('+12025550143');
    expect(serverContracts.contact.shape.phone.parse('')).toBe('');
  });
});
