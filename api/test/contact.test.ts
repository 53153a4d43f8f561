import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postRefused, type TestApp } from '@minibar/testing/api-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = { name: 'Dana Reyes', email: 'dana@example.com', phone: '+12025550143', message: 'Tell me more about the kit.' };

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const res = await request(t.app).post('/api/contact').send(valid).expect(201);
    expect(res.body.id).toEqual(expect.any(String));
    const stored = await t.context.submissions.findById(res.body.id);
    expect(stored?.kind).toBe('contact');
    expect(stored?.payload).toEqual(valid);
  });

  it("answers the contract's message per field when fields are missing", async () => {
    const res = await request(t.app).post('/api/contact').send({}).expect(400);
    expect(res.body.fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
    expect(res.body.message).toEqual(expect.any(String));
  });

  it.each([
    // One digit short of a US number: the form refuses it with the same message.
    ['a phone number too short for its country', 'phone', '+1202555014', 'Enter a valid phone number'],
    ['an invalid email address', 'email', 'dana@', 'Invalid email address'],
  ])('refuses %s and stores nothing', async (_case, field, value, message) => {
    const refusal = await postRefused(t, 'contact', '/api/contact', { ...valid, [field]: value });
    expect(refusal.fieldErrors).toEqual({ [field]: [message] });
  });
});
