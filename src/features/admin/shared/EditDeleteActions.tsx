import { Button, Stack } from '@mui/material';

type Props = {
  /** Names the row in the buttons' accessible names ("Edit Library desk"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
};

/** A list row's Edit and Delete buttons, stacked on a phone (places, desks). */
export function EditDeleteActions({ name, onEdit, onDelete, deleting }: Props) {
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
        color="error"
        disabled={deleting}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </Stack>
  );
}
