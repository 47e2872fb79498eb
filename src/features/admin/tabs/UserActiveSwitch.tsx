import { Tooltip } from '@mui/material';
import { ActivationSwitch } from '../shared/ActivationToggle';
import type { User } from '../../../api/enhancedApi';

type Props = { user: User; own: boolean; disabled: boolean; onToggle: () => void };

/** A user's activation switch, in the grid and on a phone card: never one's own (it says why). */
export function UserActiveSwitch({ user, own, disabled, onToggle }: Props) {
  const control = (
    <ActivationSwitch
      checked={user.isActive}
      name={user.name}
      disabled={own || disabled}
      onToggle={onToggle}
    />
  );
  return own ? (
    <Tooltip title="You cannot deactivate your own account">
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
