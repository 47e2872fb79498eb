import { ChipListField } from '../../../components/form/ChipListField';

type Props = { places: string[]; onChange: (places: string[]) => void; error?: string | null };

/** A desk's storage places as chips (docs/product.md#desks). */
export function StoragePlacesField({ places, ...rest }: Props) {
  return (
    <ChipListField
      label="Storage places"
      help="Shelves and bins; press Enter or a comma after each"
      values={places}
      {...rest}
    />
  );
}
