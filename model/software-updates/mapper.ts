/**
 * Select-vehicle-to-update's mapper: dropdowns (a vehicle, its model years as children) and
 * sub-block groups, each matched by (parent_key, child_key) pairs. The block's schema refuses a
 * malformed mapper with the path of the problem; these rules decide what shows (decision 080).
 */

interface MapperOption {
  readonly label: string;
  readonly key: string;
  readonly children?: readonly { readonly label: string; readonly key: string }[] | undefined;
}

interface MapperGroup {
  readonly key: string;
  readonly match_dropdowns: readonly { readonly parent_key: string; readonly child_key?: string | undefined }[];
}

export interface Mapper {
  readonly dropdowns: readonly MapperOption[];
  readonly subblocks_groups: readonly MapperGroup[];
}

export interface Selection {
  readonly parent?: string | undefined;
  readonly child?: string | undefined;
}

/** The model years of a vehicle (empty for an unknown vehicle or one without years). */
export function childOptions(mapper: Mapper, parentKey: string | undefined): readonly { label: string; key: string }[] {
  return mapper.dropdowns.find((option) => option.key === parentKey)?.children ?? [];
}

/** Whether a selection is complete enough for Show me: a known vehicle, and a known year when it has years. */
export function isSelectionComplete(mapper: Mapper, selection: Selection): boolean {
  const parent = mapper.dropdowns.find((option) => option.key === selection.parent);
  if (!parent) return false;
  const children = parent.children ?? [];
  return children.length === 0 || children.some((child) => child.key === selection.child);
}

/**
 * The keys of the groups shown for a complete selection, in the mapper's order: a group shows when one
 * of its matches names the vehicle and either the year or no year (a match without child_key covers
 * every year of that vehicle). An incomplete selection matches nothing.
 */
export function matchingGroups(mapper: Mapper, selection: Selection): string[] {
  if (!isSelectionComplete(mapper, selection)) return [];
  return mapper.subblocks_groups
    .filter((group) =>
      group.match_dropdowns.some(
        (match) =>
          match.parent_key === selection.parent &&
          (match.child_key === undefined || match.child_key === "" || match.child_key === selection.child),
      ),
    )
    .map((group) => group.key);
}

/** Keeps a stored selection only as far as the mapper knows it (a removed vehicle or year is dropped). */
export function knownSelection(mapper: Mapper, selection: Selection): Selection {
  const parent = mapper.dropdowns.find((option) => option.key === selection.parent);
  if (!parent) return {};
  const child = (parent.children ?? []).find((option) => option.key === selection.child);
  return child ? { parent: parent.key, child: child.key } : { parent: parent.key };
}
