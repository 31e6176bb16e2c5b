export {
  childOptions,
  isSelectionComplete,
  knownSelection,
  matchingGroups,
  type Mapper,
  type Selection,
} from "./mapper.ts";
