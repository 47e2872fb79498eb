// A hand-over needs two people: whoever claims an item can never also hold it for its poster.
export const KEEPER_CANNOT_CLAIM = 'You are the keeper of this item, so you cannot claim it.';
export const CLAIMANT_CANNOT_KEEP = 'The person who claimed this item cannot be its keeper.';
