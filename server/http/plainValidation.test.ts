import { createTestApp, type TestApp } from '../test/testApp';

describe('validation details are plain sentences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });

  it('says what is wrong with an email and a short password, without schema words', async () => {
    const res = await register({ name: 'Sam', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual(
      expect.arrayContaining([{ field: 'email', message: 'Please enter a valid email address.' }]),
    );
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/must match format|must NOT have/);
  });

  it('names a missing field and a too-short one in words', async () => {
    const missing = await register({ email: 'sam@campus.test', password: 'long enough 123' });
    expect(missing.json().details).toEqual([{ field: 'name', message: 'Name is required.' }]);
    const short = await register({ name: 'Sam', email: 'sam@campus.test', password: 'short' });
    expect(short.json().details).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters.' },
    ]);
    expect(short.json().message).toBe('Password must be at least 8 characters.');
  });
});
