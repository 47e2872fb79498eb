import { Autocomplete, TextField } from '@mui/material';
import { useListKeepersQuery } from '../../../api/enhancedApi';

type Props = {
  keeperIds: string[];
  onChange: (ids: string[]) => void;
  known?: { _id: string; name: string }[];
};

/** The desk's keepers, picked from the active keepers (listKeepers). */
export function KeepersField({ keeperIds, onChange, known = [] }: Props) {
  const { data, isLoading, isError } = useListKeepersQuery();
  // A keeper saved on the desk stays nameable while the list loads.
  const options = [
    ...(data?.keepers ?? []).map((k) => ({ _id: k._id, name: k.name })),
    ...known.filter((k) => !data?.keepers.some((o) => o._id === k._id)),
  ];
  const value = keeperIds.map((id) => options.find((o) => o._id === id) ?? { _id: id, name: id });
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={isLoading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_event, next) => onChange(next.map((k) => k._id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Keepers"
          error={isError}
          helperText={isError ? 'Could not load the keepers' : 'Keepers who work at this desk'}
        />
      )}
    />
  );
}
