import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser, type TestUser } from '../../test/fixtures';
import { auditRows } from '../../test/adminFixtures';

describe('campus settings over HTTP (docs/product.md#desks)', () => {
  const put = (t: TestApp, as: TestUser, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/campus',
      headers: { authorization: as.token },
      payload,
    });
  const get = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/settings/campus' })).json();

  it('answers the built-in defaults when nothing is set', async () => {
    const t = await createTestApp();
    try {
      expect(await get(t)).toEqual({
        campusName: 'College',
        privacyContact: 'privacy@lostfound.local',
        accessibilityContact: 'accessibility@lostfound.local',
      });
    } finally {
      await t.close();
    }
  });

  it('prefers the admin’s value, then the environment’s, and audits what changed', async () => {
    const t = await createTestApp({
      CAMPUS_NAME: ' North Campus ',
      PRIVACY_CONTACT: 'dpo@north.test',
      ACCESSIBILITY_CONTACT: '',
    });
    try {
      expect(await get(t)).toEqual({
        campusName: 'North Campus',
        privacyContact: 'dpo@north.test',
        accessibilityContact: 'accessibility@lostfound.local',
      });
      const admin = await createUser(t, { role: 'admin' });
      const res = await put(t, admin, {
        campusName: 'North Campus',
        privacyContact: ' privacy@north.test ',
        accessibilityContact: 'a11y@north.test',
      });
      expect(res.statusCode).toBe(200);
      const settings = {
        campusName: 'North Campus',
        privacyContact: 'privacy@north.test',
        accessibilityContact: 'a11y@north.test',
      };
      expect(res.json()).toEqual({ message: 'Campus settings saved.', settings });
      expect(await get(t)).toEqual(settings);
      const [row] = await auditRows(t.app.ctx.db, 'campus');
      expect(row).toMatchObject({ action: 'settings.update', target_type: 'settings' });
      expect(JSON.parse(row.before_json!)).toEqual({
        privacyContact: 'dpo@north.test',
        accessibilityContact: 'accessibility@lostfound.local',
      });
      expect(JSON.parse(row.after_json!)).toEqual({
        privacyContact: 'privacy@north.test',
        accessibilityContact: 'a11y@north.test',
      });

      for (const payload of [
        { ...settings, campusName: '  ' },
        { ...settings, privacyContact: 'ab' },
        { ...settings, accessibilityContact: 'x'.repeat(201) },
        { campusName: 'N', privacyContact: 'p@n.test' },
      ]) {
        const bad = await put(t, admin, payload);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().code).toBe('VALIDATION_ERROR');
      }
    } finally {
      await t.close();
    }
  });
});
