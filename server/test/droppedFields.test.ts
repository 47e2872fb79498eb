import { droppedFields } from './droppedFields';

/** The test app's check that a handler returns nothing its response schema drops (testApp.ts). */
describe('droppedFields', () => {
  it('names each field the serializer left out, by its path', () => {
    const returned = {
      message: 'Email verified successfully',
      firstSignIn: true,
      items: [{ _id: 'a', foundFor: null }, { _id: 'b' }],
      user: { id: 'u', secret: 'x' },
    };
    const sent = { message: 'Email verified successfully', items: [{ _id: 'a' }, { _id: 'b' }] };
    expect(droppedFields(returned, sent)).toEqual(['/firstSignIn', '/items/0/foundFor', '/user']);
    expect(droppedFields({ user: { id: 'u', secret: 'x' } }, { user: { id: 'u' } })).toEqual([
      '/user/secret',
    ]);
  });

  it('finds nothing when every field arrived, reformatted or left undefined', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      droppedFields(
        { at, count: 2, note: undefined, list: [] },
        { at: at.toISOString(), count: '2', list: [] },
      ),
    ).toEqual([]);
    expect(droppedFields('{"prebuilt":true}', { prebuilt: true })).toEqual([]);
    expect(droppedFields(undefined, { message: 'ok' })).toEqual([]);
  });
});
