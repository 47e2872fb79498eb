export type DisposalMethod = 'donated' | 'discarded' | 'transferred';

/** docs/product.md#retention: how an unclaimed item may leave the office. */
export const DISPOSAL_METHODS: { value: DisposalMethod; label: string; hint: string }[] = [
  { value: 'donated', label: 'Donated', hint: 'given to a charity' },
  { value: 'discarded', label: 'Discarded', hint: 'thrown away or recycled' },
  { value: 'transferred', label: 'Transferred', hint: 'e.g. an ID card to the card office' },
];
