import { mockDb } from './items';
import type { Claim, OwnershipQuestion } from '../../api/enhancedApi';

/**
 * The office's claim review in the mock world (docs/product.md#office): ownership questions with
 * their private expected answers by item id, and the claims. The items carry the question texts
 * only, as the server's do.
 *
 * item-17 Denim Jacket (Found, poster Sam, no keeper): one question, a pending claim by Priya.
 * item-10 TI-84 Calculator (Found, poster Alex): two questions, no claims yet.
 */
export const mockClaims: { questions: Record<string, OwnershipQuestion[]>; claims: Claim[] } = {
  questions: {},
  claims: [],
};

const seedQuestions = (): Record<string, OwnershipQuestion[]> => ({
  'item-17': [{ question: 'What is in the inside pocket?', expectedAnswer: 'A concert ticket' }],
  'item-10': [
    { question: 'What is written inside the battery cover?', expectedAnswer: 'J.M. 2024' },
    { question: 'Which app is installed?' },
  ],
});

const seedClaims = (): Claim[] => [
  {
    _id: 'claim-01',
    itemId: 'item-17',
    claimant: { _id: 'u-priya', name: 'Priya Shah' },
    answers: ['A ticket for a concert'],
    status: 'pending',
    createdAt: '2025-03-27T14:05:00.000Z',
    decidedAt: null,
  },
];

export const latestClaimOf = (itemId: string, userId: string) =>
  mockClaims.claims
    .filter((c) => c.itemId === itemId && c.claimant._id === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

/** The caller's own claim as item reads carry it (`myClaim`), null when they made none. */
export function myClaimFor(itemId: string, user: { _id: string } | null) {
  const claim = user ? latestClaimOf(itemId, user._id) : undefined;
  return claim ? { _id: claim._id, status: claim.status } : null;
}

/** Puts each item's question texts on the item, as the server's item reads carry them. */
export function syncItemQuestions(): void {
  for (const item of mockDb.items) {
    item.questions = (mockClaims.questions[item._id] ?? []).map((q) => q.question);
  }
}

export function resetClaimsData(): void {
  mockClaims.questions = seedQuestions();
  mockClaims.claims = seedClaims();
  syncItemQuestions();
}

resetClaimsData();
