import { conflict, validationError } from '../../errors';

export type DeskBody = {
  name: string;
  place: string;
  hours: string;
  contact: string;
  keeperIds: string[];
  storagePlaces: string[];
};

export const NAME_TAKEN = (name: string) => `Another desk is already called "${name}".`;
export const NOT_A_KEEPER = 'Each keeper of a desk must be an active keeper account.';
export const STILL_HOLDS = (n: number) =>
  `${n} ${n === 1 ? 'item is' : 'items are'} still at this desk; move them first.`;

const TEXT_FIELDS = ['name', 'place', 'hours', 'contact'] as const;

/**
 * The desk as stored (docs/product.md#desks): texts trimmed and required; storage places
 * trimmed, each kept once (case aside) in the admin's order. The contract holds the lengths.
 */
export function cleanDesk(body: DeskBody): DeskBody {
  const clean = { ...body };
  for (const field of TEXT_FIELDS) {
    clean[field] = body[field].trim();
    if (!clean[field]) throw validationError(field, `The desk's ${field} is required.`);
  }
  const seen = new Set<string>();
  const storagePlaces: string[] = [];
  for (const raw of body.storagePlaces) {
    const text = raw.trim();
    if (!text) throw validationError('storagePlaces', 'A storage place cannot be blank.');
    const key = text.toLocaleLowerCase('en');
    if (seen.has(key)) continue;
    seen.add(key);
    storagePlaces.push(text);
  }
  return { ...clean, keeperIds: [...new Set(body.keeperIds)], storagePlaces };
}

/** 409 when another desk has the name, case aside. */
export function refuseTakenName(name: string, others: { name: string }[]): void {
  const key = name.toLocaleLowerCase('en');
  const holder = others.find((d) => d.name.toLocaleLowerCase('en') === key);
  if (holder) throw conflict(NAME_TAKEN(holder.name));
}

/** 409 when a keeper id is not an active keeper. */
export function refuseNonKeepers(ids: string[], active: Set<string>): void {
  if (ids.some((id) => !active.has(id))) throw conflict(NOT_A_KEEPER);
}
