import { createUser, type TestUser } from '../fixtures';
import { makeItem } from '../realtimeFixtures';
import { describeScale, twoInstances, type Pair } from '../twoInstances';
import { call } from './http';

/** Claims of one item sent at the same moment to both instances: one wins, everyone else gets 409. */

describeScale('a claim race across two instances', () => {
  let pair: Pair;
  let poster: TestUser;
  let claimants: TestUser[];

  twoInstances('scale_claims', {}, async (p) => {
    pair = p;
    poster = await createUser(p.a.ctx.db, { name: 'Pat Poster' });
    claimants = [];
    for (let i = 0; i < 6; i++) claimants.push(await createUser(p.a.ctx.db));
  });

  it('has exactly one winner per item, the one the database records', async () => {
    for (let round = 0; round < 10; round++) {
      const itemId = await makeItem(pair.a.ctx.db, poster.id, { status: 'Found' });
      const answers = await Promise.all(
        claimants.map((user, i) =>
          call(i % 2 ? pair.urlB : pair.urlA, 'POST', `/items/${itemId}/claim`, {
            token: user.token,
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = claimants[answers.findIndex((a) => a.status === 200)];
      const row = await pair.b.ctx.db
        .selectFrom('items')
        .select(['claimed_by_id', 'status'])
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ claimed_by_id: winner.id, status: 'Claimed' });
    }
  });
});
