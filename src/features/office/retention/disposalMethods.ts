export type DisposalMethod = 'donated' | 'discarded' | 'transferred';

/** docs/product.md#retention: how an unclaimed item may leave the office. */
export const DISPOSAL_METHODS: { value: DisposalMethod; label: string; hint: string }[] = [
  { value: 'donated', label: 'Donated', hint: 'given to a charity' },
  { value: 'discarded', label: 'Discarded', hint: 'thrown away or recycled' },
  { value: 'transferred', label: 'Transferred', hint: 'e.g. an ID card to the card office' },
];

/** The method as a sentence says it ("transferred"), from its label. */
export const methodWord = (method: DisposalMethod) =>
  (DISPOSAL_METHODS.find((m) => m.value === method)?.label ?? method).toLowerCase();
