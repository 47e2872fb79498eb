import type { EndpointErrorMessages } from '../../app/errorMessageTypes';

/** The admin screens show these failures themselves: a banner plus a de-duplicated toast. */
const shownByThePage = () => null;

/**
 * Toast texts (docs/product.md#messages) for this feature's failed API calls, by operationId. Every admin call
 * is reported by its screen (useErrorBanner), so the global listener stays quiet for them.
 * registerUser and assignKeeper belong to other features' maps and are not overridden here.
 */
export const adminErrorMessages: EndpointErrorMessages = {
  getDashboardStats: shownByThePage,
  listUsers: shownByThePage,
  getUser: shownByThePage,
  getUserItems: shownByThePage,
  toggleUserActive: shownByThePage,
  // Its dialog says why (EraseUserButton).
  eraseUser: shownByThePage,
  listAdminItems: shownByThePage,
  toggleItemActive: shownByThePage,
  listAdminConversations: shownByThePage,
  listAuditLog: shownByThePage,
  listKeepers: shownByThePage,
  listAllCategories: shownByThePage,
  createCategory: shownByThePage,
  updateCategory: shownByThePage,
  deleteCategory: shownByThePage,
  // The Places tab shows its failures; the item forms' suggestions fail quietly (free text stays).
  listPlaces: shownByThePage,
  createPlace: shownByThePage,
  updatePlace: shownByThePage,
  deletePlace: shownByThePage,
};
