import { Button, Stack } from '@mui/material';

type Props = {
  /** Names the row in the buttons' accessible names ("Edit Library desk"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While the delete runs, or when there is nothing to delete: the button waits. */
  deleting: boolean;
  /** A category is deactivated rather than deleted: "Deactivate", in the warning colour. */
  deactivates?: boolean;
};

/** A list row's Edit and Delete (or Deactivate) buttons, stacked on a phone. */
export function EditDeleteActions({ name, onEdit, onDelete, deleting, deactivates }: Props) {
  const remove = deactivates ? 'Deactivate' : 'Delete';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: 'flex-end', justifyContent: 'flex-end' }}
    >
      <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        size="small"
        color={deactivates ? 'warning' : 'error'}
        disabled={deleting}
        onClick={onDelete}
        aria-label={`${remove} ${name}`}
      >
        {remove}
      </Button>
    </Stack>
  );
}
