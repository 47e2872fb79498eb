import { ChipListField } from '../../../components/form/ChipListField';

type Props = {
  aliases: string[];
  onChange: (aliases: string[]) => void;
  error?: string | null;
  size?: 'small' | 'medium';
  disabled?: boolean;
};

/** A place's aliases as chips (docs/product.md#places). */
export function AliasesField({ aliases, ...rest }: Props) {
  return (
    <ChipListField
      label="Aliases"
      help="Press Enter or a comma after each alias"
      values={aliases}
      {...rest}
    />
  );
}
