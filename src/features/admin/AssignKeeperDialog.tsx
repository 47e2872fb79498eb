import { useState, type FormEvent } from 'react';
import { Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useAssignKeeperMutation, useListKeepersQuery, type Item } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';
import { failedTo } from '../../app/errorTexts';
import { LoadErrorAlert } from '../../components/feedback/LoadErrorAlert';
import { FormDialog } from '../../components/form/FormDialog';

type Props = { item: Item; onClose: () => void };

/** docs/product.md#admin-console: an admin assigns any keeper to an item; a selection is required. */
export function AssignKeeperDialog({ item, onClose }: Props) {
  const { data, isLoading, error: keepersError } = useListKeepersQuery();
  const [assign, { isLoading: saving }] = useAssignKeeperMutation();
  const [keeperId, setKeeperId] = useState(item.keeperId ?? '');
  const [error, setError] = useState<string | null>(null);
  const keepers = data?.keepers ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const keeper = keepers.find((k) => k._id === keeperId);
    if (!keeper) {
      setError('Please select a keeper');
      return;
    }
    try {
      await assign({
        id: item._id,
        body: { keeperId: keeper._id, keeperName: keeper.name },
      }).unwrap();
      showToast(`${keeper.name} is now the keeper of ${item.title}`, 'success');
      onClose();
    } catch (err) {
      setError(failedTo('assign keeper', err));
    }
  };

  return (
    <FormDialog
      title="Assign keeper"
      form={{ onSubmit: submit, busy: saving, error }}
      onCancel={onClose}
      submitLabel="Assign"
      intro={`${item.title} — currently ${item.keeperName ?? 'Not Assigned'}`}
      maxWidth="xs"
    >
      {keepersError ? <LoadErrorAlert action="load data" error={keepersError} /> : null}
      <FormControl fullWidth size="small" disabled={isLoading}>
        <InputLabel id="assign-keeper-label">Keeper</InputLabel>
        <Select
          labelId="assign-keeper-label"
          label="Keeper"
          value={keeperId}
          onChange={(event) => {
            setKeeperId(event.target.value);
            setError(null);
          }}
        >
          {keepers.map((keeper) => (
            <MenuItem key={keeper._id} value={keeper._id}>
              {keeper.name} ({keeper.email})
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </FormDialog>
  );
}

/** "Assign keeper" in an item's row or card, named by the item for screen readers. */
export function AssignKeeperButton({
  item,
  onAssign,
}: {
  item: Item;
  onAssign: (item: Item) => void;
}) {
  return (
    <Button
      size="small"
      onClick={() => onAssign(item)}
      aria-label={`Assign keeper to ${item.title}`}
    >
      Assign keeper
    </Button>
  );
}
