import { isAdminRole } from '../../app/sessionSlice';

/** The office's staff (docs/product.md#retention): keepers and the admin roles. */
export const isStaffRole = (role: string | undefined) => role === 'keeper' || isAdminRole(role);
