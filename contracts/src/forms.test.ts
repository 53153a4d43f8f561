import { describe, expect, it } from 'vitest';
import { FORM_SCHEMAS, formContract } from './form-contracts';
import { FORM_NAMES, FORMS, PUBLIC_FORM_NAMES } from './forms';

/** A form's fields: its object schema's keys (the cleaner's object sits before a transform). */
function fieldsOf(schema: (typeof FORM_SCHEMAS)[keyof typeof FORM_SCHEMAS]): string[] {
  return Object.keys('shape' in schema ? schema.shape : schema.in.shape);
}

describe('the forms registry', () => {
  it.each(FORM_NAMES)("%s: every field it names is a field of the form's schema", (name) => {
    const schemaFields = fieldsOf(FORM_SCHEMAS[name]);
    const { phoneFields, checkboxFields, exportFields } = FORMS[name];
    for (const field of [...phoneFields, ...checkboxFields, ...exportFields]) expect(schemaFields).toContain(field);
    // The export lists every field the form stores.
    expect([...exportFields].sort()).toEqual([...schemaFields].sort());
  });

  it('gives each form its own endpoint, and each page at most one public form', () => {
    expect(new Set(FORM_NAMES.map((name) => FORMS[name].endpoint)).size).toBe(FORM_NAMES.length);
    const pages = PUBLIC_FORM_NAMES.flatMap((name) => FORMS[name].pages);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('counts every form but the driver sign-up, which needs JavaScript to pay, as public', () => {
    expect(PUBLIC_FORM_NAMES).toEqual(['contact', 'host', 'hotel', 'cleaner']);
    expect(formContract('hotel')).toEqual({ schema: FORM_SCHEMAS.hotel, endpoint: '/api/hotel-signup' });
  });
});
