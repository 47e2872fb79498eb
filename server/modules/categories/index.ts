/** The categories module's public entry: what other modules may use. */
export { ensureDefaultCategories } from './defaults';
export {
  countActive as countActiveCategories,
  findActiveByName,
  listActive as activeCategories,
} from './repository';
export { toCategoryDto } from './categoryDto';
